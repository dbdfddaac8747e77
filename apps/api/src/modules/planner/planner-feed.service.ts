import { type PlannerFeed, warsawDay } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { findActorById } from '../../plugins/actor.queries.js';
import { templateContext } from '../notifications/index.js';
import { canUsePlanner } from './planner.policy.js';
import { collectEvents, requirePlanner } from './planner.service.js';
import { deleteFeed, findFeedByHash, findFeedOfUser, markFeedRead, replaceFeed } from './planner-feed.queries.js';
import { renderIcal } from './planner-ical.js';

/** The feed reads from a month back to a year ahead. */
const FEED_DAYS_BACK = 31;
const FEED_DAYS_AHEAD = 365;

const feedUrl = (app: FastifyInstance, token: string) =>
  `${templateContext(app).origin}/api/v2/planner/feed/${token}.ics`;

/** GET /planner/feed: whether an address works (it is shown only when made: only its hash is kept). */
export const getFeed = async (app: FastifyInstance, user: ActorUser): Promise<PlannerFeed> => {
  requirePlanner(user);
  const row = await findFeedOfUser(app.db, user.id);
  return { active: !!row, createdAt: row?.createdAt.toISOString() ?? null, url: null };
};

/** POST /planner/feed ('Wygeneruj nowy adres'): a new random address; the old one stops working. */
export const regenerateFeed = async (app: FastifyInstance, user: ActorUser): Promise<PlannerFeed> => {
  requirePlanner(user);
  const token = newOpaqueToken();
  const row = await replaceFeed(app.db, user.id, hashToken(token));
  return { active: true, createdAt: row.createdAt.toISOString(), url: feedUrl(app, token) };
};

/** DELETE /planner/feed: the address stops working, none replaces it. */
export const revokeFeed = async (app: FastifyInstance, user: ActorUser) => {
  requirePlanner(user);
  await deleteFeed(app.db, user.id);
};

const shift = (days: number) => warsawDay(new Date(Date.now() + days * 86_400_000));

/**
 * GET /planner/feed/{token}.ics, no login: the token is the permission. An unknown or replaced
 * token, or a user who lost the planner (service, account, block), answers 404.
 */
export const readFeed = async (app: FastifyInstance, token: string): Promise<string> => {
  const feed = token.length > 0 ? await findFeedByHash(app.db, hashToken(token)) : null;
  const user = feed ? await findActorById(app.db, feed.userId) : null;
  if (!user || !canUsePlanner(user)) throw appError('PLANNER_FEED_NOT_FOUND');
  const events = await collectEvents(
    app.db,
    { userId: user.id, companyId: user.companyId },
    { from: shift(-FEED_DAYS_BACK), to: shift(FEED_DAYS_AHEAD) },
  );
  await markFeedRead(app.db, user.id);
  return renderIcal(templateContext(app).origin, events);
};
