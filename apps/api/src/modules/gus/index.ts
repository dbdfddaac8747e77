/** The GUS (REGON registry) module's face: its client's configuration and its routes. */
export type { GusConfig } from './gus.client.js';
export { gusRoutes } from './gus.routes.js';
