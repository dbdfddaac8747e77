/** The database schema, one file per domain in ./schema/; migrations are generated from all of them. */
export * from './schema/core.js';
