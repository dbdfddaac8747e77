import './orders-map.css';
import { type MapCluster, type MapPin, ORDERS_MAP, type Province, type ProvinceCount } from '@platform/shared';
import type { Map as LeafletMap } from 'leaflet';
import { GeoJsonLayer } from '@/components/map/geojson-layer';
import { LeafletMapView } from '@/components/map/leaflet-map-view';
import { PlatformTiles } from '@/components/map/platform-tiles';
import { useVoivodeships } from '@/lib/geo/voivodeship-shapes';
import { MapEvents, type MapViewState } from './map-events';
import { PinLayer } from './pin-layer';
import { ProvinceBubbles } from './province-bubbles';

type Props = {
  disabled: boolean;
  initialZoom: number;
  view: MapViewState | null;
  provinces: readonly Province[];
  counts: readonly ProvinceCount[];
  pins: readonly MapPin[];
  serverClusters: readonly MapCluster[];
  selectedId: number | null;
  onView: (view: MapViewState) => void;
  onUserMove: (kind: 'zoom' | 'drag') => void;
  onDragging: (dragging: boolean) => void;
  onReady: (map: LeafletMap) => void;
  onProvince: (province: Province) => void;
  onSelect: (pin: MapPin) => void;
};

const OUTLINE = { color: '#78716c', weight: 1, fillColor: '#fafaf9', fillOpacity: 0.35 };

/**
 * The map of Poland (spec 2.10): limited to Poland's bounds with a minimum zoom, the platform's
 * tiles (MAP_TILE_URL) under the voivodeship outlines (drawn from the shipped GeoJSON, so the map is usable
 * without tiles), bubbles per voivodeship below zoom 6, clustered pins from zoom 6.
 */
const OrdersMapView = (p: Props) => {
  const shapes = useVoivodeships().data;
  const zoom = p.view?.zoom ?? p.initialZoom;
  const off = !p.disabled;
  return (
    <LeafletMapView
      className="orders-map__leaflet"
      options={{
        center: [ORDERS_MAP.centre.latitude, ORDERS_MAP.centre.longitude],
        zoom: p.initialZoom,
        zoomSnap: 0.25,
        minZoom: ORDERS_MAP.minZoom,
        maxZoom: ORDERS_MAP.maxZoom,
        maxBounds: ORDERS_MAP.bounds,
        maxBoundsViscosity: 1,
        wheelDebounceTime: ORDERS_MAP.wheelDebounceMs,
        dragging: off,
        scrollWheelZoom: off,
        doubleClickZoom: off,
        touchZoom: off,
        boxZoom: off,
        keyboard: off,
        zoomControl: off,
      }}
    >
      <PlatformTiles />
      {shapes && <GeoJsonLayer data={shapes} options={{ style: OUTLINE, interactive: false }} />}
      <MapEvents onView={p.onView} onUserMove={p.onUserMove} onDragging={p.onDragging} onReady={p.onReady} />
      {zoom < ORDERS_MAP.provinceZoom ? (
        <ProvinceBubbles provinces={p.provinces} counts={p.counts} onPick={p.onProvince} />
      ) : (
        p.view && (
          <PinLayer
            pins={p.pins}
            serverClusters={p.serverClusters}
            zoom={zoom}
            bounds={p.view.bounds}
            selectedId={p.selectedId}
            onSelect={p.onSelect}
          />
        )
      )}
    </LeafletMapView>
  );
};

export default OrdersMapView;
