import type { ApiModule } from '../api-module.js';
import { dashboardRoutes } from './dashboard.routes.js';

/** The dashboard under /api/v2. */
export const dashboardModule: ApiModule = {
  name: 'dashboard',
  routes: [{ prefix: '/api/v2', plugin: dashboardRoutes }],
};
