import { type InvestmentPins, type InvestmentProvinceCount, ORDERS_MAP, type Province } from '@platform/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { GeoJsonLayer } from '@/components/map/geojson-layer';
import { LeafletMapView } from '@/components/map/leaflet-map-view';
import { PlatformTiles } from '@/components/map/platform-tiles';
import { useMapEvents } from '@/components/map/use-map-events';
import { useVoivodeships } from '@/lib/geo/voivodeship-shapes';
import { bboxOf } from '../../lib/map-icons';
import { PinLayer, ProvinceBubbles } from './investment-map-layers';

export type MapView = { zoom: number; bbox: string };

type Props = {
  disabled: boolean;
  provinces: readonly Province[];
  counts: readonly InvestmentProvinceCount[];
  pins: InvestmentPins | undefined;
  onView: (view: MapView) => void;
  onReady: (map: LeafletMap) => void;
};

const OUTLINE = { color: '#78716c', weight: 1, fillColor: '#fafaf9', fillOpacity: 0.35 };

const Events = ({ onView, onReady }: Pick<Props, 'onView' | 'onReady'>) => {
  const map = useMapEvents({ moveend: () => onView({ zoom: map.getZoom(), bbox: bboxOf(map.getBounds()) }) });
  useEffect(() => {
    onReady(map);
    onView({ zoom: map.getZoom(), bbox: bboxOf(map.getBounds()) });
  }, [map, onReady, onView]);
  return null;
};

/** The map of Poland as the order map's (spec 2.10): bubbles per voivodeship, pins from zoom 6. */
const InvestmentMapView = ({ disabled, provinces, counts, pins, onView, onReady }: Props) => {
  const shapes = useVoivodeships().data;
  const on = !disabled;
  return (
    <LeafletMapView
      className="investment-map__leaflet"
      options={{
        center: [ORDERS_MAP.centre.latitude, ORDERS_MAP.centre.longitude],
        zoom: ORDERS_MAP.minZoom + 0.5,
        zoomSnap: 0.25,
        minZoom: ORDERS_MAP.minZoom,
        maxZoom: ORDERS_MAP.maxZoom,
        maxBounds: ORDERS_MAP.bounds,
        maxBoundsViscosity: 1,
        wheelDebounceTime: ORDERS_MAP.wheelDebounceMs,
        dragging: on,
        scrollWheelZoom: on,
        doubleClickZoom: on,
        touchZoom: on,
        boxZoom: on,
        keyboard: on,
        zoomControl: on,
      }}
    >
      <PlatformTiles />
      {shapes && <GeoJsonLayer data={shapes} options={{ style: OUTLINE, interactive: false }} />}
      <Events onView={onView} onReady={onReady} />
      {pins ? <PinLayer pins={pins} /> : <ProvinceBubbles provinces={provinces} counts={counts} />}
    </LeafletMapView>
  );
};

export default InvestmentMapView;
