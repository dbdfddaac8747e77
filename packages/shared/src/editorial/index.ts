export * from './articles.js';
export * from './conference.js';
export * from './fields.js';
export * from './limits.js';
export * from './taxonomy.js';
export * from './webinars.js';
