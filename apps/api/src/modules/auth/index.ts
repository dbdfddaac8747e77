/**
 * The auth module's face. Other modules reach it through the app's `temporaryAccess` decoration
 * (set up by the module) rather than by importing its services.
 */
export { authModule } from './auth.module.js';
export type { AccountSessions } from './sessions.decoration.js';
export type { TemporaryAccess } from './temporary-access.decoration.js';
