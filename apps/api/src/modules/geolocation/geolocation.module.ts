import type { ApiModule } from '../api-module.js';
import { autocompleteHostRoutes, geolocationRoutes } from './geolocation.routes.js';

/** Geolocation and address autocomplete, also at the old autocomplete host path. */
export const geolocationModule: ApiModule = {
  name: 'geolocation',
  routes: [
    { prefix: '/api/v2', plugin: geolocationRoutes },
    { prefix: '/api/autocomplete/v1', plugin: autocompleteHostRoutes },
  ],
};
