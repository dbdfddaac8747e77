import type { Geometry, Position } from 'geojson';

/** Ray casting over one ring: whether the point [x, y] (longitude, latitude) is inside it. */
const inRing = (ring: readonly Position[], x: number, y: number): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** Inside a polygon: inside its outer ring and in none of its holes. */
const inPolygon = (rings: readonly (readonly Position[])[], x: number, y: number): boolean => {
  const [outer, ...holes] = rings;
  return !!outer && inRing(outer, x, y) && !holes.some((hole) => inRing(hole, x, y));
};

/**
 * Whether a place lies within a shape (a voivodeship's Polygon or MultiPolygon): the map's list after
 * 'Pokaż' holds the voivodeship's investments, not those of the rectangle around it (spec 2.10).
 */
export const shapeContains = (geometry: Geometry, x: number, y: number): boolean => {
  if (geometry.type === 'Polygon') return inPolygon(geometry.coordinates, x, y);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.some((polygon) => inPolygon(polygon, x, y));
  return false;
};
