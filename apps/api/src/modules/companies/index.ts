/** The companies module's face: what other modules may use of it. */

export { companiesModule } from './companies.module.js';
export { requireViewableCompany } from './company-access.js';
export { addConfirmedScopes, countIndustries } from './company-scope-claims.js';
export { cachedStats, forgetCompanyStats } from './company-stats.cache.js';
export { investmentSummary } from './company-stats.queries.js';
