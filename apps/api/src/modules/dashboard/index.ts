/** The dashboard module's face: the module as the app registers it. */
export { dashboardModule } from './dashboard.module.js';
