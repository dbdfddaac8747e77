export * from './schemas.js';
export * from './search-text.js';
