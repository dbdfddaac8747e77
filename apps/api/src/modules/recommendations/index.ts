/** The recommendations module's face: the module as the app registers it. */
export { recommendationsModule } from './recommendations.module.js';
