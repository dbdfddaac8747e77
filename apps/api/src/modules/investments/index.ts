/** The investments module's face: what other modules may use of it. */

export { investmentsModule } from './investments.module.js';
export { findInvestmentDetail } from './investments.queries.js';
