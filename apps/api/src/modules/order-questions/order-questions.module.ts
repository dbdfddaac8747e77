import type { ApiModule } from '../api-module.js';
import { coverageRoutes } from './coverage.routes.js';
import { orderQuestionsRoutes } from './order-questions.routes.js';

/** Questions about an order, its question deadline and the coverage alert, under /api/v2. */
export const orderQuestionsModule: ApiModule = {
  name: 'order-questions',
  routes: [
    { prefix: '/api/v2', plugin: coverageRoutes },
    { prefix: '/api/v2', plugin: orderQuestionsRoutes },
  ],
};
