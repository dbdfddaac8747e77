import type { GeoJsonObject } from 'geojson';
import { type GeoJSONOptions, geoJSON } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useLeafletMap } from './map-context';

type Props = { data: GeoJsonObject; options: GeoJSONOptions };

/**
 * Shapes drawn from GeoJSON, built with the options of the render that built them; the layer is
 * rebuilt when `data` changes (give it a `key` to rebuild it for other changes).
 */
export const GeoJsonLayer = ({ data, options }: Props) => {
  const map = useLeafletMap();
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const layer = geoJSON(data, latest.current).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, data]);
  return null;
};
