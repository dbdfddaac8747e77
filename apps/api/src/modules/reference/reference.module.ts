import type { ApiModule } from '../api-module.js';
import { referenceRoutes, referenceV1Routes } from './reference.routes.js';

/** Reference data (industries, regions ...) under /api/v1 and /api/v2. */
export const referenceModule: ApiModule = {
  name: 'reference',
  routes: [
    { prefix: '/api/v1', plugin: referenceV1Routes },
    { prefix: '/api/v2', plugin: referenceRoutes },
  ],
};
