/** The geolocation module's face: the module as the app registers it. */
export { geolocationModule } from './geolocation.module.js';
