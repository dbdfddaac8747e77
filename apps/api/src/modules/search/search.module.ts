import type { ApiModule } from '../api-module.js';
import { searchTermsRoutes } from './search-terms.routes.js';

/** The search rule's call for the browser (the forms of typed words). */
export const searchModule: ApiModule = {
  name: 'search',
  routes: [{ prefix: '/api/v2', plugin: searchTermsRoutes }],
};
