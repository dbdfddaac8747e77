/** The public-investments module's face: what other modules may use of it. */

export { publicInvestmentsModule } from './public-investments.module.js';
