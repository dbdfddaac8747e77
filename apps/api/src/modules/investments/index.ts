/** The investments module's face: what other modules may use of it. */
export { findInvestmentDetail } from './investments.queries.js';
