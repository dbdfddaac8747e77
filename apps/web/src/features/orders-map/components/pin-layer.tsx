import type { MapCluster, MapPin } from '@platform/shared';
import { useMemo } from 'react';
import { useLeafletMap } from '@/components/map/map-context';
import { MapMarker } from '@/components/map/map-marker';
import { clusterIndex, clusterPins, visibleItems } from '../lib/map-clusters';
import { bubbleIcon, pinIcon } from '../lib/pin-icons';

type Props = {
  pins: readonly MapPin[];
  /** grid clusters of the server when the area holds too many investments */
  serverClusters: readonly MapCluster[];
  zoom: number;
  bounds: [number, number, number, number];
  selectedId: number | null;
  onSelect: (pin: MapPin) => void;
};

/**
 * Clustered pins (spec 2.10): a cluster shows the summed order count; pins at one address open a list.
 * The chosen investment stays out of the clusters, so its inverted pin is seen wherever it was chosen.
 */
export const PinLayer = ({ pins, serverClusters, zoom, bounds, selectedId, onSelect }: Props) => {
  const map = useLeafletMap();
  const selected = pins.find((pin) => pin.investmentId === selectedId);
  const index = useMemo(
    () => clusterIndex(selectedId === null ? pins : pins.filter((pin) => pin.investmentId !== selectedId), zoom),
    [pins, zoom, selectedId],
  );
  const items = useMemo(() => {
    const around = visibleItems(index, bounds, zoom);
    return selected ? [...around, { kind: 'pin' as const, pin: selected }] : around;
  }, [index, bounds, zoom, selected]);
  return (
    <>
      {serverClusters.map((c) => (
        <MapMarker
          key={`grid-${c.coordinates.x}-${c.coordinates.y}`}
          position={[c.coordinates.y, c.coordinates.x]}
          icon={bubbleIcon(String(c.orders), 'cluster')}
          title={`Zlecenia: ${c.orders}`}
          alt={`Zlecenia: ${c.orders}`}
          onClick={() => map.setView([c.coordinates.y, c.coordinates.x], zoom + 2)}
        />
      ))}
      {items.map((item) =>
        item.kind === 'pin' ? (
          <MapMarker
            key={`pin-${item.pin.investmentId}`}
            position={[item.pin.coordinates.y, item.pin.coordinates.x]}
            icon={pinIcon(item.pin.sectorId, item.pin.investmentId === selectedId)}
            zIndexOffset={item.pin.investmentId === selectedId ? 1000 : 0}
            title={`${item.pin.investmentName} (${item.pin.orders})`}
            alt={item.pin.investmentName}
            onClick={() => onSelect(item.pin)}
          />
        ) : (
          <MapMarker
            key={`cluster-${item.id}`}
            position={[item.y, item.x]}
            icon={bubbleIcon(String(item.orders), 'cluster')}
            title={`Inwestycje: ${item.investments}, zlecenia: ${item.orders}`}
            alt={`Inwestycje: ${item.investments}, zlecenia: ${item.orders}`}
            onClick={
              item.sameAddress ? undefined : () => map.setView([item.y, item.x], index.getClusterExpansionZoom(item.id))
            }
            popup={
              item.sameAddress ? (
                <ul className="map-address-list">
                  {clusterPins(index, item.id).map((pin) => (
                    <li key={pin.investmentId}>
                      <button type="button" className="map-link" onClick={() => onSelect(pin)}>
                        {pin.investmentName} ({pin.orders})
                      </button>
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ),
      )}
    </>
  );
};
