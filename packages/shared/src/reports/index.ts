/** Reports and analyses (document 2, section 2.8): parameters and answers of every report. */
export * from './client-coverage.js';
export * from './company-activity.js';
export * from './company-activity-answers.js';
export * from './company-activity-texts.js';
export * from './figures.js';
export * from './investments-summary.js';
export * from './market-comparator.js';
export * from './params.js';
export * from './period.js';
export * from './reports-start.js';
export * from './scope.js';
