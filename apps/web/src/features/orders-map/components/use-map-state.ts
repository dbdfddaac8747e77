import { type MapPin, ORDERS_MAP, type Province } from '@platform/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useState } from 'react';
import type { MapViewState } from './map-events';

/**
 * The map's own state: its view, whether the user has moved it (pins wait for that, spec 4), a drag
 * under way, the chosen investment (reset on zoom, drag and filter change) and the stepper's province
 * (reset by a drag).
 */
export const useMapState = (queryKey: string) => {
  const [view, setView] = useState<MapViewState | null>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [interacted, setInteracted] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [selected, setSelected] = useState<MapPin | null>(null);
  const [province, setProvince] = useState<Province | null>(null);
  const [seenQuery, setSeenQuery] = useState(queryKey);
  if (seenQuery !== queryKey) {
    setSeenQuery(queryKey);
    setSelected(null);
    setInteracted(true);
  }
  const onUserMove = useCallback((kind: 'zoom' | 'drag') => {
    setInteracted(true);
    setSelected(null);
    // a drag leaves the voivodeship 'Pokaż' showed: the list and the stepper follow the visible area
    if (kind === 'drag') setProvince(null);
  }, []);
  /** A row of the list: the investment is chosen and the map moves to it (a pan: no zoom, no reset). */
  const showPin = useCallback(
    (pin: MapPin) => {
      setSelected(pin);
      map?.panTo([pin.coordinates.y, pin.coordinates.x]);
    },
    [map],
  );
  const flyToProvince = useCallback(
    (p: Province) => {
      setProvince(p);
      setSelected(null);
      map?.flyToBounds(
        [
          [p.bbox.minLat, p.bbox.minLng],
          [p.bbox.maxLat, p.bbox.maxLng],
        ],
        { duration: 0.6 },
      );
    },
    [map],
  );
  const wholeMap = useCallback(
    (zoom: number) => {
      setProvince(null);
      setSelected(null);
      map?.flyTo([ORDERS_MAP.centre.latitude, ORDERS_MAP.centre.longitude], zoom, { duration: 0.6 });
    },
    [map],
  );
  return {
    view,
    setView,
    map,
    setMap,
    interacted,
    dragging,
    setDragging,
    selected,
    setSelected,
    province,
    onUserMove,
    showPin,
    flyToProvince,
    wholeMap,
  };
};
