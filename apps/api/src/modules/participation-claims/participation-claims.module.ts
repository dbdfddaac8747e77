import type { ApiModule } from '../api-module.js';
import { claimsRoutes } from './claims.routes.js';

/** A company's declarations of participation and industry scopes, and their staff queue, under /api/v2. */
export const participationClaimsModule: ApiModule = {
  name: 'participation-claims',
  routes: [{ prefix: '/api/v2', plugin: claimsRoutes }],
};
