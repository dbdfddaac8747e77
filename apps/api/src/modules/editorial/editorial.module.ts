import type { ApiModule } from '../api-module.js';
import { editorialModule as editorialRoutes } from './editorial.routes.js';

/** The editors' panel under /api/v2. */
export const editorialModule: ApiModule = {
  name: 'editorial',
  routes: [{ prefix: '/api/v2', plugin: editorialRoutes }],
};
