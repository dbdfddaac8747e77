/** The investments module's face: what other modules may use of it. */

export {
  addConfirmedParticipation,
  addParticipation,
  type ConfirmedParticipation,
  changeParticipation,
  findCompanyParticipations,
  findInvestmentChoices,
  industryExists,
  investmentExists,
  type ParticipationKey,
  removeParticipation,
} from './investment-participations.js';
export { followedInvestmentIds } from './investment-watch.service.js';
export { investmentsModule } from './investments.module.js';
export { findInvestmentDetail } from './investments.queries.js';
