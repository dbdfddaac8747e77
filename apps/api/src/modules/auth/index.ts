/**
 * The auth module's face. Other modules reach it through the app's `temporaryAccess` decoration
 * (set up here) rather than by importing its services.
 */
export { decorateTemporaryAccess, type TemporaryAccess } from './temporary-access.decoration.js';
