import { clusterRadius, type MapPin, ORDERS_MAP } from '@platform/shared';
import Supercluster from 'supercluster';

type PinProps = { pin: MapPin };
type ClusterProps = { orders: number };

export type MapItem =
  | { kind: 'pin'; pin: MapPin }
  | { kind: 'cluster'; id: number; x: number; y: number; orders: number; investments: number; sameAddress: boolean };

/** A supercluster index of the pins at one zoom (the radius of spec 2.10 depends on the zoom). */
export const clusterIndex = (pins: readonly MapPin[], zoom: number) => {
  const index = new Supercluster<PinProps, ClusterProps>({
    radius: clusterRadius(Math.round(zoom)),
    maxZoom: ORDERS_MAP.maxZoom,
    map: (p) => ({ orders: p.pin.orders }),
    reduce: (acc, p) => {
      acc.orders += p.orders;
    },
  });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [pin.coordinates.x, pin.coordinates.y] },
      properties: { pin },
    })),
  );
  return index;
};
export type ClusterIndex = ReturnType<typeof clusterIndex>;

/** The pins of one cluster. */
export const clusterPins = (index: ClusterIndex, id: number): MapPin[] =>
  index.getLeaves(id, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties.pin);

/** Pins and clusters (summed order counts) of the visible area. */
export const visibleItems = (index: ClusterIndex, bbox: [number, number, number, number], zoom: number): MapItem[] =>
  index.getClusters(bbox, Math.round(zoom)).map((feature) => {
    const [x, y] = feature.geometry.coordinates as [number, number];
    const p = feature.properties;
    if (!('cluster' in p) || !p.cluster) return { kind: 'pin', pin: (p as PinProps).pin };
    const pins = clusterPins(index, p.cluster_id);
    // pins at one address never split, however far one zooms: the cluster opens a list instead
    const first = pins[0]?.coordinates;
    const sameAddress = pins.every((q) => q.coordinates.x === first?.x && q.coordinates.y === first?.y);
    return { kind: 'cluster', id: p.cluster_id, x, y, orders: p.orders, investments: p.point_count, sameAddress };
  });
