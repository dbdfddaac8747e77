import type { ApiModule } from '../api-module.js';
import { savedFiltersRoutes } from './saved-filters.routes.js';

/** Saved list filters under /api/v2. */
export const savedFiltersModule: ApiModule = {
  name: 'saved-filters',
  routes: [{ prefix: '/api/v2', plugin: savedFiltersRoutes }],
};
