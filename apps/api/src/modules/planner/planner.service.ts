import { calendarDaysBetween, PLANNER_RANGE_MAX_DAYS, type PlannerEvent, type PlannerEvents } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { canUsePlanner } from './planner.policy.js';
import { PLANNER_SOURCES, type PlannerOwner, type PlannerRange } from './sources/index.js';

export const requirePlanner = (user: ActorUser) => {
  if (!canUsePlanner(user)) throw appError('PLANNER_NOT_AVAILABLE');
};

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A range of real days, from before to, at most PLANNER_RANGE_MAX_DAYS long. */
export const checkRange = (range: PlannerRange): PlannerRange => {
  const from = dayOf(range.from);
  const to = dayOf(range.to);
  const valid =
    !Number.isNaN(from.getTime()) &&
    !Number.isNaN(to.getTime()) &&
    from.toISOString().startsWith(range.from) &&
    to.toISOString().startsWith(range.to) &&
    from <= to &&
    calendarDaysBetween(from, to) <= PLANNER_RANGE_MAX_DAYS;
  if (!valid) throw appError('PLANNER_RANGE_INVALID');
  return range;
};

/** An order's offer deadline once: the first source in PLANNER_SOURCES that gives it wins. */
const deadlineKey = (e: PlannerEvent) => (e.kind.endsWith('_OFFER_DEADLINE') ? `deadline:${e.orderId}` : e.key);

/** Every source's dates in the range, one of each, by day. */
export const collectEvents = async (db: DbExecutor, owner: PlannerOwner, range: PlannerRange) => {
  const found = await Promise.all(PLANNER_SOURCES.map((source) => source.find(db, owner, range)));
  const seen = new Set<string>();
  const events = found.flat().filter((e) => {
    const key = deadlineKey(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title, 'pl'));
};

/** GET /planner/events: the user's dates between two days. */
export const listEvents = async (
  app: FastifyInstance,
  user: ActorUser,
  range: PlannerRange,
): Promise<PlannerEvents> => {
  requirePlanner(user);
  const events = await collectEvents(app.db, { userId: user.id, companyId: user.companyId }, checkRange(range));
  return { events };
};
