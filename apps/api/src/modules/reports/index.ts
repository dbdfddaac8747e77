/** The reports module's face: the module as the app registers it. */
export { reportsModule } from './reports.module.js';
