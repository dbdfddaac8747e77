import type { DistrictStats } from '@platform/shared';
import type { Feature } from 'geojson';
import type { Layer, PathOptions } from 'leaflet';
import { GeoJsonLayer } from '@/components/map/geojson-layer';
import { KeepInView } from '@/components/map/keep-in-view';
import { LeafletMapView } from '@/components/map/leaflet-map-view';
import { PlatformTiles } from '@/components/map/platform-tiles';
import { formatCount, formatPln } from '../../lib/format';
import {
  PROFILE_MAP,
  shadeOf,
  type VoivodeshipCollection,
  type VoivodeshipFeature,
  voivodeshipIdOf,
} from '../../lib/voivodeships';

type Props = { shapes: VoivodeshipCollection; stats: DistrictStats };

const popupContent = (name: string, count: number, value: number): HTMLElement => {
  const box = document.createElement('div');
  box.className = 'district-popup';
  const title = document.createElement('strong');
  title.textContent = name;
  const lines = [`Liczba inwestycji: ${formatCount(count)}`, `Wartość: ${formatPln(value)}`].map((text) => {
    const line = document.createElement('div');
    line.textContent = text;
    return line;
  });
  box.append(title, ...lines);
  return box;
};

/**
 * The voivodeship map of the card (spec 2.1, 9): fixed view (no drag, no zoom) at zoom 6.75 and
 * 900 px where it fits, square and zoomed out to the whole country on a phone, each voivodeship
 * shaded by the value of the company's investments there, with a popup of its name, count and value.
 */
const DistrictMap = ({ shapes, stats }: Props) => {
  const byId = new Map(stats.stats.map((s) => [s.id, s]));
  const max = Math.max(0, ...stats.stats.map((s) => s.value));
  const style = (feature?: VoivodeshipFeature): PathOptions => {
    const stat = feature ? byId.get(voivodeshipIdOf(feature.properties.teryt)) : undefined;
    return { color: '#57534e', weight: 1, fillOpacity: 0.85, fillColor: shadeOf(stat?.value ?? 0, max) };
  };
  const onEachFeature = (feature: VoivodeshipFeature, layer: Layer) => {
    const stat = byId.get(voivodeshipIdOf(feature.properties.teryt));
    layer.bindPopup(popupContent(stat?.name ?? feature.properties.nazwa, stat?.count ?? 0, stat?.value ?? 0));
  };
  return (
    <div className="district-map" data-testid="district-map">
      <LeafletMapView
        style={{ width: '100%', aspectRatio: '1', maxHeight: PROFILE_MAP.height }}
        options={{
          center: PROFILE_MAP.center,
          zoom: PROFILE_MAP.zoom,
          zoomSnap: 0.25,
          maxBounds: PROFILE_MAP.bounds,
          dragging: false,
          scrollWheelZoom: false,
          doubleClickZoom: false,
          touchZoom: false,
          boxZoom: false,
          keyboard: false,
          zoomControl: false,
          attributionControl: true,
        }}
      >
        <KeepInView bounds={PROFILE_MAP.bounds} center={PROFILE_MAP.center} zoom={PROFILE_MAP.zoom} />
        <PlatformTiles />
        <GeoJsonLayer
          key={JSON.stringify(stats.stats)}
          data={shapes}
          options={{
            style: (feature) => style(feature as VoivodeshipFeature | undefined),
            onEachFeature: (feature: Feature, layer) => onEachFeature(feature as VoivodeshipFeature, layer),
          }}
        />
      </LeafletMapView>
    </div>
  );
};

export default DistrictMap;
