/**
 * The orders module's face: what other modules may use of it. Other modules import orders only
 * from here (tests and test helpers also from `testing.ts`).
 */

export { canEditOrder, canInviteToOrder, canSeeOrder, type OrderRef } from './order.policy.js';
export { findOrderRow, type OrderRow } from './order.queries.js';
export { ordersGeneration } from './order-changes.js';
export { orderDeadlinePassedReminder } from './order-deadline-reminder.js';
export { findReleasedOrdersByOfferDeadline } from './order-deadline-reminder.queries.js';
export { type ContactsSavedListener, onOrderContactsSaved } from './order-events.js';
export { resolveListFilter } from './order-list.service.js';
export {
  filterConditions,
  investmentConditions,
  needsInvestment,
  type OrderListFilter,
  statusCondition,
  type TextMatch,
} from './order-list-filters.queries.js';
export { nominatePersonCompany, sendNewInvitations } from './order-nominations.service.js';
export { type LostPriceBandRow, lostPriceBandsSql, offerOutcomeSql } from './order-offer-outcome.queries.js';
export { visibleOrder } from './order-read.service.js';
export { chooseTextMatch } from './order-search-stats.js';
export { recordConversationInteraction } from './order-statistics.queries.js';
export { latestOrderChangeAt } from './order-version-acks.service.js';
export { ordersModule } from './orders.module.js';
