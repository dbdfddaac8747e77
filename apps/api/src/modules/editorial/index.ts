/** The editorial module's face: the module as the app registers it. */
export { editorialModule } from './editorial.module.js';
