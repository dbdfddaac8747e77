import type { Map as LeafletMap } from 'leaflet';
import { createContext, useContext } from 'react';

/** The Leaflet map of the nearest LeafletMapView; its layers add themselves to it. */
export const MapContext = createContext<LeafletMap | null>(null);

export const useLeafletMap = (): LeafletMap => {
  const map = useContext(MapContext);
  if (!map) throw new Error('useLeafletMap outside LeafletMapView');
  return map;
};
