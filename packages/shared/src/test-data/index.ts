export * from './compare-fingerprints.js';
export * from './schemas.js';
