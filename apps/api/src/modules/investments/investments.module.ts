import type { ApiModule } from '../api-module.js';
import { investmentsRoutes } from './investments.routes.js';

/** Investments under /api/v2. */
export const investmentsModule: ApiModule = {
  name: 'investments',
  routes: [{ prefix: '/api/v2', plugin: investmentsRoutes }],
};
