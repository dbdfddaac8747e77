/** The saved-filters module's face: the module as the app registers it. */
export { savedFiltersModule } from './saved-filters.module.js';
