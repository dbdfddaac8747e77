/** The platform module's face: the module as the app registers it. */
export { platformModule } from './platform.module.js';
