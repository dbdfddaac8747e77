import type { ApiModule } from '../api-module.js';
import { companyActivityRoutes } from './company-activity.routes.js';
import { reportsRoutes } from './reports.routes.js';

/** Reports and analyses under /api/v2 (document 2, section 2.8); each report adds its routes here. */
export const reportsModule: ApiModule = {
  name: 'reports',
  routes: [
    { prefix: '/api/v2', plugin: reportsRoutes },
    { prefix: '/api/v2', plugin: companyActivityRoutes },
  ],
};
