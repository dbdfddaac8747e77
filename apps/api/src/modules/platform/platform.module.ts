import type { ApiModule } from '../api-module.js';
import { platformRoutes } from './platform.routes.js';

/** Platform settings under /api/v2. */
export const platformModule: ApiModule = {
  name: 'platform',
  routes: [{ prefix: '/api/v2', plugin: platformRoutes }],
};
