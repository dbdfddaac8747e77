export * from './kinds.js';
export * from './preferences.js';
