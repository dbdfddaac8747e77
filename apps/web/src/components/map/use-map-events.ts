import type { LeafletEvent, LeafletEventHandlerFn, LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useLeafletMap } from './map-context';

/** Listens to the map's events; the handlers are always the latest render's. */
export const useMapEvents = (handlers: LeafletEventHandlerFnMap) => {
  const map = useLeafletMap();
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).sort().join(' ');
  useEffect(() => {
    const bound = names
      .split(' ')
      .filter(Boolean)
      .map((name) => {
        const fn = (event: LeafletEvent) =>
          (latest.current as Record<string, LeafletEventHandlerFn | undefined>)[name]?.(event);
        map.on(name, fn);
        return () => map.off(name, fn);
      });
    return () => {
      for (const off of bound) off();
    };
  }, [map, names]);
  return map;
};
