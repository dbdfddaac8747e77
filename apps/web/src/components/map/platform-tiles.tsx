import { useAppConfig } from '@/lib/app-config';
import { TileLayer } from './tile-layer';

/**
 * The platform's tiles (MAP_TILE_URL and MAP_TILE_ATTRIBUTION, served by GET /app-config); none when
 * the setting is empty, and the map shows the shapes drawn over it.
 */
export const PlatformTiles = () => {
  const config = useAppConfig().data;
  return config?.mapTileUrl ? <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} /> : null;
};
