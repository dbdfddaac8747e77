import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { mapTileSettings, OSM_DEVELOPMENT_TILES } from './map-tiles.js';

const tiles = (source: Record<string, string>) => mapTileSettings(loadEnv(source));

describe('map tiles', () => {
  it("use OpenStreetMap's own tiles only where the use is light: development and test", () => {
    expect(tiles({ APP_ENV: 'development' }).mapTileUrl).toBe(OSM_DEVELOPMENT_TILES.url);
    expect(tiles({ APP_ENV: 'test' }).mapTileAttribution).toContain('OpenStreetMap');
    expect(tiles({ APP_ENV: 'beta' })).toEqual({ mapTileUrl: '', mapTileAttribution: '' });
    expect(tiles({ APP_ENV: 'production' })).toEqual({ mapTileUrl: '', mapTileAttribution: '' });
  });

  it("serve the operator's provider with its credit, which a URL cannot go without", () => {
    const own = { MAP_TILE_URL: 'https://kafelki.example.pl/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '&copy; Kafelki' };
    expect(tiles({ APP_ENV: 'production', ...own })).toEqual({
      mapTileUrl: own.MAP_TILE_URL,
      mapTileAttribution: '&copy; Kafelki',
    });
    expect(() => loadEnv({ MAP_TILE_URL: own.MAP_TILE_URL })).toThrow(/MAP_TILE_ATTRIBUTION/);
    expect(tiles({ APP_ENV: 'development', MAP_TILE_URL: '' }).mapTileUrl).toBe('');
  });
});
