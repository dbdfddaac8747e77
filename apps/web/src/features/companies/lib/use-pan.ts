import { type PointerEvent, useRef, useState } from 'react';
import { clampPan } from './viewer-math';

type Offset = { x: number; y: number };
const ORIGIN: Offset = { x: 0, y: 0 };

/** Dragging the zoomed image, limited by clampPan to the stage. */
export const usePan = (zoom: number) => {
  const [offset, setOffset] = useState<Offset>(ORIGIN);
  const drag = useRef<{ x: number; y: number; start: Offset; w: number; h: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { x: event.clientX, y: event.clientY, start: offset, w: rect.width, h: rect.height };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    setOffset({
      x: clampPan(d.start.x + event.clientX - d.x, zoom, d.w),
      y: clampPan(d.start.y + event.clientY - d.y, zoom, d.h),
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const clamp = (nextZoom: number) => {
    if (nextZoom <= 1) setOffset(ORIGIN);
  };
  return { offset, onPointerDown, onPointerMove, onPointerUp, reset: () => setOffset(ORIGIN), clamp };
};
