import type { FastifyInstance } from 'fastify';

/** OpenStreetMap's own tile server: development and tests only (its tile usage policy forbids heavy use). */
export const OSM_DEVELOPMENT_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">współtwórcy OpenStreetMap</a>',
} as const;

/**
 * The tiles the maps load: MAP_TILE_URL with its attribution; unset, OpenStreetMap's tiles in
 * development and test and none in beta and production (docs/data-and-maps.md, "Map tiles"). Set to '' : none anywhere.
 */
export const mapTileSettings = (env: FastifyInstance['env']): { mapTileUrl: string; mapTileAttribution: string } => {
  if (env.MAP_TILE_URL) return { mapTileUrl: env.MAP_TILE_URL, mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? '' };
  const light = env.APP_ENV === 'development' || env.APP_ENV === 'test';
  return env.MAP_TILE_URL === undefined && light
    ? { mapTileUrl: OSM_DEVELOPMENT_TILES.url, mapTileAttribution: OSM_DEVELOPMENT_TILES.attribution }
    : { mapTileUrl: '', mapTileAttribution: '' };
};
