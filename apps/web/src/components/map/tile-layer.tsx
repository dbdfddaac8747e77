import { tileLayer } from 'leaflet';
import { useEffect } from 'react';
import { useLeafletMap } from './map-context';

type Props = { url: string; attribution: string };

/** The map's tiles (URL template and attribution from the platform's settings, GET /app-config). */
export const TileLayer = ({ url, attribution }: Props) => {
  const map = useLeafletMap();
  useEffect(() => {
    const layer = tileLayer(url, { attribution }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution]);
  return null;
};
