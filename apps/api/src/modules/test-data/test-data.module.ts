import type { ApiModule } from '../api-module.js';
import { testDataRoutes } from './test-data.routes.js';

/** The journeys' test data under /api/test-data; app.ts registers it only with TEST_DATA_API. */
export const testDataModule: ApiModule = {
  name: 'test-data',
  routes: [{ prefix: '/api', plugin: testDataRoutes }],
};
