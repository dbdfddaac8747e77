export * from './constants.js';
export * from './messages.js';
export * from './price-band.js';
export * from './schemas.js';
