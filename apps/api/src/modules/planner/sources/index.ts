import { invitedOrderDeadlines } from './invited-order-deadlines.queries.js';
import { offeredOrderDeadlines } from './offered-order-deadlines.queries.js';
import { ownOrderDeadlines } from './own-order-deadlines.queries.js';
import type { PlannerSource } from './planner-source.js';
import { questionDeadlines } from './question-deadlines.queries.js';
import { watchedInvestmentStages } from './watched-investment-stages.queries.js';
import { workFronts } from './work-fronts.queries.js';

export type { PlannerOwner, PlannerRange, PlannerSource } from './planner-source.js';

/**
 * The planner's sources, in priority order: when two give the same order's offer deadline (invited
 * and offered), the earlier one's is kept. A new kind of date is one file and one line here.
 */
export const PLANNER_SOURCES: readonly PlannerSource[] = [
  ownOrderDeadlines,
  offeredOrderDeadlines,
  invitedOrderDeadlines,
  workFronts,
  questionDeadlines,
  watchedInvestmentStages,
];
