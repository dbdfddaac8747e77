import type { LatLngBoundsExpression, LatLngTuple } from 'leaflet';
import { useEffect } from 'react';
import { useLeafletMap } from './map-context';

type Props = { bounds: LatLngBoundsExpression; center: LatLngTuple; zoom: number };

/**
 * A fixed view that never crops its area: the given zoom where the container is large enough, a
 * smaller one that fits `bounds` where it is not (a phone), again after every resize of the container.
 */
export const KeepInView = ({ bounds, center, zoom }: Props) => {
  const map = useLeafletMap();
  useEffect(() => {
    const fit = () => {
      map.invalidateSize();
      map.setView(center, Math.min(zoom, map.getBoundsZoom(bounds)), { animate: false });
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, bounds, center, zoom]);
  return null;
};
