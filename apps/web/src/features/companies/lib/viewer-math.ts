/** Zoom of the image viewer (spec 4 and 9): 0.5 to 5 in steps of 0.5, default 1. */
export const ZOOM = { min: 0.5, max: 5, step: 0.5, default: 1 } as const;

export const nextZoom = (zoom: number, direction: 1 | -1): number =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((zoom + direction * ZOOM.step) * 2) / 2));

/** Previous of the first is the last and next of the last is the first. */
export const wrapIndex = (index: number, length: number): number => (length ? ((index % length) + length) % length : 0);

/**
 * Panning is limited: the image may move at most half of its overflow in each direction
 * (none at zoom ≤ 1), so it never leaves the stage.
 */
export const clampPan = (value: number, zoom: number, size: number): number => {
  const limit = Math.max(0, ((zoom - 1) * size) / 2);
  return Math.min(limit, Math.max(-limit, value));
};
