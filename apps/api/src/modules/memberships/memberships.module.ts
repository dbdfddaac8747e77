import type { ApiModule } from '../api-module.js';
import { membershipRoutes } from './memberships.routes.js';

/** Company membership requests and their history under /api/v2. */
export const membershipsModule: ApiModule = {
  name: 'memberships',
  routes: [{ prefix: '/api/v2', plugin: membershipRoutes }],
};
