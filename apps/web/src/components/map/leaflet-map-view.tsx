import 'leaflet/dist/leaflet.css';
import './leaflet-map-view.css';
import { map as createMap, type Map as LeafletMap, type MapOptions } from 'leaflet';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { MapContext } from './map-context';

type Props = {
  /** read once, when the map is created (as Leaflet takes them) */
  options: MapOptions;
  className?: string;
  style?: CSSProperties;
  /** layers: TileLayer, GeoJsonLayer, MapMarker, useMapEvents users */
  children?: ReactNode;
};

/**
 * A Leaflet map of plain `leaflet` (BSD-2): the container is created on mount and removed on unmount;
 * the children render once the map exists and reach it through useLeafletMap().
 */
export const LeafletMapView = ({ options, className, style, children }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const initial = useRef(options);
  useEffect(() => {
    if (!container.current) return;
    const created = createMap(container.current, initial.current);
    setMap(created);
    return () => {
      setMap(null);
      created.remove();
    };
  }, []);
  return (
    <div ref={container} className={className} style={style}>
      {map && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
    </div>
  );
};
