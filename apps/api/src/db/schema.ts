/** The database schema, one file per domain in ./schema/; migrations are generated from all of them. */
export * from './schema/companies.js';
export * from './schema/conversations.js';
export * from './schema/core.js';
export * from './schema/editorial.js';
export * from './schema/invitations.js';
export * from './schema/memberships.js';
export * from './schema/notifications.js';
export * from './schema/offers.js';
export * from './schema/orders.js';
export * from './schema/orders-map.js';
