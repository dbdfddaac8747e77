import type { ApiModule } from '../api-module.js';
import { recommendationRoutes } from './recommendations.routes.js';

/** Recommendations (invitations and the finder) under /api/v2. */
export const recommendationsModule: ApiModule = {
  name: 'recommendations',
  routes: [{ prefix: '/api/v2', plugin: recommendationRoutes }],
};
