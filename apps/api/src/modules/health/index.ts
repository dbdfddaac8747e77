/** The health module's face: the module as the app registers it. */
export { healthModule } from './health.module.js';
