export * from './coverage.js';
export * from './coverage-rule.js';
export * from './messages.js';
export * from './question-deadline.js';
export * from './schemas.js';
