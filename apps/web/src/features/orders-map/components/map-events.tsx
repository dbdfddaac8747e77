import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useMapEvents } from '@/components/map/use-map-events';
import { bboxOf } from '../lib/map-query';

export type MapViewState = { zoom: number; bbox: string; bounds: [number, number, number, number] };

type Props = {
  onView: (view: MapViewState) => void;
  /** a zoom or a drag by the user begins: the selection resets (spec 2.10) */
  onUserMove: (kind: 'zoom' | 'drag') => void;
  onDragging: (dragging: boolean) => void;
  onReady: (map: LeafletMap) => void;
};

const viewOf = (map: LeafletMap): MapViewState => {
  const b = map.getBounds();
  return { zoom: map.getZoom(), bbox: bboxOf(b), bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] };
};

/** Reports the map's view after every move and the user's zooms and drags. */
export const MapEvents = ({ onView, onUserMove, onDragging, onReady }: Props) => {
  const map = useMapEvents({
    moveend: () => onView(viewOf(map)),
    zoomstart: () => onUserMove('zoom'),
    dragstart: () => {
      onDragging(true);
      onUserMove('drag');
    },
    dragend: () => onDragging(false),
  });
  useEffect(() => {
    onReady(map);
    onView(viewOf(map));
  }, [map, onReady, onView]);
  return null;
};
