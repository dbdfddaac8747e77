/**
 * Orders contract (spec 2.5, 2.7, 2.8, 7): request and response schemas of the orders marketplace, saved filters,
 * order statistics and the investments of the order form; enums, limits and Polish texts, one file
 * per responsibility under orders/. Its error codes are in errors/order-errors.ts.
 */

export * from './orders/card.js';
export * from './orders/enums.js';
export * from './orders/form.js';
export * from './orders/investments.js';
export * from './orders/invitations.js';
export * from './orders/list-defaults.js';
export * from './orders/list-filter.js';
export * from './orders/list-filter-params.js';
export * from './orders/list-filter-query.js';
export * from './orders/lists.js';
export * from './orders/messages.js';
export * from './orders/order-snapshot.js';
export * from './orders/order-versions.js';
export * from './orders/saved-filters.js';
export * from './orders/statistics.js';
