import type { ApiModule } from '../api-module.js';
import { offersRoutes } from './offers.routes.js';

/** Offers (comparison, choice, notes, thanks, settling) under /api/v2. */
export const offersModule: ApiModule = {
  name: 'offers',
  routes: [{ prefix: '/api/v2', plugin: offersRoutes }],
};
