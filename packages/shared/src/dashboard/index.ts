export * from './followed-investments.js';
export * from './my-company.js';
export * from './presets.js';
export * from './statistics.js';
export * from './texts.js';
export * from './unread-offers.js';
