import type { MapCluster, MapPin } from '@platform/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useMemo } from 'react';
import { Marker, Popup } from 'react-leaflet';
import { clusterIndex, clusterPins, visibleItems } from '../lib/map-clusters';
import { bubbleIcon, pinIcon } from '../lib/pin-icons';

type Props = {
  map: LeafletMap | null;
  pins: readonly MapPin[];
  /** grid clusters of the server when the area holds too many investments */
  serverClusters: readonly MapCluster[];
  zoom: number;
  bounds: [number, number, number, number];
  selectedId: number | null;
  onSelect: (pin: MapPin) => void;
};

/** Clustered pins (spec 2.10): a cluster shows the summed order count; pins at one address open a list. */
export const PinLayer = ({ map, pins, serverClusters, zoom, bounds, selectedId, onSelect }: Props) => {
  const index = useMemo(() => clusterIndex(pins, zoom), [pins, zoom]);
  const items = useMemo(() => visibleItems(index, bounds, zoom), [index, bounds, zoom]);
  return (
    <>
      {serverClusters.map((c) => (
        <Marker
          key={`grid-${c.coordinates.x}-${c.coordinates.y}`}
          position={[c.coordinates.y, c.coordinates.x]}
          icon={bubbleIcon(String(c.orders), 'cluster')}
          eventHandlers={{ click: () => map?.setView([c.coordinates.y, c.coordinates.x], zoom + 2) }}
        />
      ))}
      {items.map((item) =>
        item.kind === 'pin' ? (
          <Marker
            key={`pin-${item.pin.investmentId}`}
            position={[item.pin.coordinates.y, item.pin.coordinates.x]}
            icon={pinIcon(item.pin.sectorId, item.pin.investmentId === selectedId)}
            zIndexOffset={item.pin.investmentId === selectedId ? 1000 : 0}
            title={`${item.pin.investmentName} (${item.pin.orders})`}
            alt={item.pin.investmentName}
            eventHandlers={{ click: () => onSelect(item.pin) }}
          />
        ) : (
          <Marker
            key={`cluster-${item.id}`}
            position={[item.y, item.x]}
            icon={bubbleIcon(String(item.orders), 'cluster')}
            title={`Inwestycje: ${item.investments}, zlecenia: ${item.orders}`}
            eventHandlers={
              item.sameAddress
                ? {}
                : { click: () => map?.setView([item.y, item.x], index.getClusterExpansionZoom(item.id)) }
            }
          >
            {item.sameAddress && (
              <Popup>
                <ul className="map-address-list">
                  {clusterPins(index, item.id).map((pin) => (
                    <li key={pin.investmentId}>
                      <button type="button" className="map-link" onClick={() => onSelect(pin)}>
                        {pin.investmentName} ({pin.orders})
                      </button>
                    </li>
                  ))}
                </ul>
              </Popup>
            )}
          </Marker>
        ),
      )}
    </>
  );
};
