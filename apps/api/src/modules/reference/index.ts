/** The reference module's face: the module as the app registers it. */
export { referenceModule } from './reference.module.js';
