import type { ApiModule } from '../api-module.js';
import { healthRoutes } from './health.routes.js';

/** Health and readiness under /api. */
export const healthModule: ApiModule = {
  name: 'health',
  routes: [{ prefix: '/api', plugin: healthRoutes }],
};
