import type { ApiModule } from '../api-module.js';
import { ordersMapRoutes } from './orders-map.routes.js';

/** The orders map under /api/v2. */
export const ordersMapModule: ApiModule = {
  name: 'orders-map',
  routes: [{ prefix: '/api/v2', plugin: ordersMapRoutes }],
};
