export * from './messages.js';
export * from './saved-searches.js';
export * from './search-enums.js';
export * from './search-map.js';
export * from './search-params.js';
export * from './search-results.js';
