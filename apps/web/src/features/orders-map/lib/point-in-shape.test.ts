import type { Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import { shapeContains } from './point-in-shape';

// an L-shaped voivodeship: its bounding rectangle holds the corner (3, 3), the shape does not
const lShape: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [4, 0],
      [4, 2],
      [2, 2],
      [2, 4],
      [0, 4],
      [0, 0],
    ],
  ],
};

describe('shapeContains', () => {
  it('holds the places inside the shape, not those of the rectangle around it', () => {
    expect(shapeContains(lShape, 1, 1)).toBe(true);
    expect(shapeContains(lShape, 3, 1)).toBe(true);
    expect(shapeContains(lShape, 1, 3)).toBe(true);
    expect(shapeContains(lShape, 3, 3)).toBe(false);
    expect(shapeContains(lShape, 5, 1)).toBe(false);
  });

  it('reads multipolygons and leaves out holes', () => {
    const islands: Geometry = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [0, 0],
            [10, 0],
            [10, 10],
            [0, 10],
            [0, 0],
          ],
          [
            [4, 4],
            [6, 4],
            [6, 6],
            [4, 6],
            [4, 4],
          ],
        ],
        [
          [
            [20, 20],
            [21, 20],
            [21, 21],
            [20, 20],
          ],
        ],
      ],
    };
    expect(shapeContains(islands, 1, 1)).toBe(true);
    expect(shapeContains(islands, 5, 5)).toBe(false);
    expect(shapeContains(islands, 20.8, 20.2)).toBe(true);
    expect(shapeContains(islands, 15, 15)).toBe(false);
  });
});
