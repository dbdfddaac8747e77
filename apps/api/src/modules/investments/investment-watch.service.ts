import type { InvestmentFollow, InvestmentFollowBody, WatchedInvestment } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { findInvestmentExists } from './investment-stages.queries.js';
import {
  deleteInvestmentFollow,
  findFollowedAmong,
  findInvestmentFollow,
  type InvestmentFollowRow,
  markInvestmentFollowsSeen,
  upsertInvestmentFollow,
} from './investment-watch.queries.js';
import { findWatchedInvestments, type WatchedRow } from './investment-watch-list.queries.js';

const PAGE_SIZE = 20;

const presentFollow = (row: InvestmentFollowRow | null): InvestmentFollow => ({
  following: row !== null,
  note: row?.note ?? null,
  followedAt: row ? row.createdAt.toISOString() : null,
});

const requireInvestment = async (app: FastifyInstance, id: number) => {
  if (!(await findInvestmentExists(app.db, id))) throw appError('INVESTMENT_NOT_FOUND');
};

/** GET /investments/:id/follow: whether the caller watches it, and the note. */
export const getInvestmentFollow = async (app: FastifyInstance, user: ActorUser, id: number) => {
  await requireInvestment(app, id);
  return presentFollow(await findInvestmentFollow(app.db, user.id, id));
};

/** PUT /investments/:id/follow: follows with the note (an empty note is null), or saves the note. */
export const followInvestment = async (
  app: FastifyInstance,
  user: ActorUser,
  id: number,
  body: InvestmentFollowBody,
) => {
  await requireInvestment(app, id);
  const note = body.note?.trim() ? body.note : null;
  return presentFollow(await upsertInvestmentFollow(app.db, { userId: user.id, investmentId: id, note }));
};

/** DELETE /investments/:id/follow: the row goes, and the note with it. */
export const unfollowInvestment = async (app: FastifyInstance, user: ActorUser, id: number) => {
  await requireInvestment(app, id);
  await deleteInvestmentFollow(app.db, user.id, id);
};

const present = (row: WatchedRow): WatchedInvestment => ({
  investment: {
    id: Number(row.investment_id),
    name: row.name,
    city: row.city,
    stage: row.stage_id === null || row.stage_name === null ? null : { id: Number(row.stage_id), name: row.stage_name },
    value: row.value_pln === null ? null : Number(row.value_pln),
  },
  note: row.note,
  followedAt: new Date(row.created_at).toISOString(),
  changes: {
    stageChanges: Number(row.stage_changes),
    newParticipants: Number(row.new_participants),
    newOrders: Number(row.new_orders),
  },
});

/** GET /users/me/followed-investments: the page, with what changed since the last visit. */
export const listWatchedInvestments = async (app: FastifyInstance, user: ActorUser, page: number) => {
  const rows = await findWatchedInvestments(app.db, user.id, { page, size: PAGE_SIZE });
  return toPage(rows.map(present), rows[0] ? Number(rows[0].total) : 0, page, PAGE_SIZE);
};

/** POST /users/me/followed-investments/seen: the list was looked at; changes count from now. */
export const markWatchedInvestmentsSeen = async (app: FastifyInstance, user: ActorUser) => {
  await markInvestmentFollowsSeen(app.db, user.id);
};

/** Which of `ids` the user follows: the search results' mark (the module face exports it). */
export const followedInvestmentIds = async (
  app: FastifyInstance,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> => new Set(await findFollowedAmong(app.db, userId, ids));
