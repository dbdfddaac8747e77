/** The companies module's face: what other modules may use of it. */

export { companiesModule } from './companies.module.js';
export { cachedStats } from './company-stats.cache.js';
export { investmentSummary } from './company-stats.queries.js';
