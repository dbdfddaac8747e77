import type { ApiModule } from '../api-module.js';
import { publicInvestmentsRoutes } from './public-investments.routes.js';

/** Public city pages and samples of the investment database under /api/v2. */
export const publicInvestmentsModule: ApiModule = {
  name: 'public-investments',
  routes: [{ prefix: '/api/v2', plugin: publicInvestmentsRoutes }],
};
