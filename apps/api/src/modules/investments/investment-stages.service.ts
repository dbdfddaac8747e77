import type { InvestmentCorrectionBody, InvestmentMergeBody, StageChangeBody } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { canEditInvestmentData } from './investment-stages.policy.js';
import {
  findInvestmentExists,
  findStage,
  insertChange,
  insertStageChange,
  type LockedInvestment,
  lockInvestment,
  mergeInvestmentRows,
  updateInvestment,
} from './investment-stages.queries.js';
import { notifyFollowers } from './investment-watch.notify.js';

const requireEditor = (user: ActorUser) => {
  if (!canEditInvestmentData(user)) throw appError('INVESTMENT_STAGE_NO_PERMISSION');
};

const lockOrFail = async (tx: Parameters<typeof lockInvestment>[0], id: number) => {
  const row = await lockInvestment(tx, id);
  if (!row) throw appError('INVESTMENT_NOT_FOUND');
  return row;
};

/**
 * Records a stage change (the stage changes panel): the investment takes the stage, the history keeps
 * the day, source, note and, for a held stage, the required reason; the followers hear of it in the
 * same transaction (the outbox row exists exactly when the change does).
 */
export const recordStageChange = async (app: FastifyInstance, user: ActorUser, id: number, body: StageChangeBody) => {
  requireEditor(user);
  const stage = await findStage(app.db, body.stageId);
  if (!stage) throw appError('INVESTMENT_STAGE_NOT_FOUND');
  const holdReason = body.holdReason?.trim() ? body.holdReason.trim() : null;
  if (stage.onHold && !holdReason) throw appError('INVESTMENT_HOLD_REASON_REQUIRED');
  // the change e-mails its followers: counted once per recorded change (they chose to hear of it)
  await app.sendLimits.take({ kind: 'notification', by: { userId: user.id }, count: 1 });
  return app.db.transaction(async (tx) => {
    const investment = await lockOrFail(tx, id);
    if (investment.stageId === stage.id) throw appError('INVESTMENT_SAME_STAGE');
    const from = investment.stageId === null ? null : await findStage(tx, investment.stageId);
    const changeId = await insertStageChange(tx, {
      investmentId: id,
      fromStageId: investment.stageId,
      toStageId: stage.id,
      changedOn: body.changedOn,
      source: body.source,
      note: body.note?.trim() ? body.note : null,
      holdReason: stage.onHold ? holdReason : null,
      byUserId: user.id,
    });
    await updateInvestment(tx, id, { stageId: stage.id });
    await notifyFollowers(app, tx, {
      investmentId: id,
      investmentName: investment.name,
      eventKey: `investment-stage:${changeId}`,
      change: {
        kind: 'STAGE',
        from: from?.name ?? null,
        to: stage.name,
        changedOn: body.changedOn,
        holdReason: stage.onHold ? holdReason : null,
      },
    });
    return { id: changeId };
  });
};

type Field = { field: string; before: string | null; after: string | null };
const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const day = (value: string | null) => (value ? value.slice(0, 10) : null);

/** The fields the correction really changes, with their values before and after. */
const changedFields = (old: LockedInvestment, body: InvestmentCorrectionBody): Field[] => {
  const pairs: [string, string | null, string | null | undefined][] = [
    ['name', old.name, body.name],
    ['description', old.description, body.description],
    ['value', shown(old.valuePln), body.value === undefined ? undefined : shown(body.value)],
    ['startDate', day(old.startDate), body.startDate],
    ['endDate', day(old.endDate), body.endDate],
  ];
  return pairs
    .filter(([, before, after]) => after !== undefined && after !== before)
    .map(([field, before, after]) => ({ field, before, after: after ?? null }));
};

/** Corrects an investment's data; the change log keeps every changed field before and after. */
export const correctInvestment = async (
  app: FastifyInstance,
  user: ActorUser,
  id: number,
  body: InvestmentCorrectionBody,
) => {
  requireEditor(user);
  return app.db.transaction(async (tx) => {
    const old = await lockOrFail(tx, id);
    const fields = changedFields(old, body);
    if (fields.length === 0) throw appError('INVESTMENT_NOTHING_TO_CORRECT');
    const start = body.startDate === undefined ? day(old.startDate) : body.startDate;
    const end = body.endDate === undefined ? day(old.endDate) : body.endDate;
    if (start && end && end < start) throw appError('INVESTMENT_BAD_DATES');
    await updateInvestment(tx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description?.trim() ? body.description : null }),
      ...(body.value !== undefined && { valuePln: body.value }),
      ...(body.startDate !== undefined && { startDate: body.startDate }),
      ...(body.endDate !== undefined && { endDate: body.endDate }),
    });
    await insertChange(tx, { investmentId: id, kind: 'DATA_CORRECTION', details: { fields }, byUserId: user.id });
    return { fields: fields.length };
  });
};

/**
 * Merges a duplicate into this investment (participations and orders move to the kept one, the
 * duplicate is deleted); the kept one's log names the duplicate.
 */
export const mergeInvestments = async (
  app: FastifyInstance,
  user: ActorUser,
  id: number,
  body: InvestmentMergeBody,
) => {
  requireEditor(user);
  if (body.duplicateId === id) throw appError('INVESTMENT_MERGE_SELF');
  if (!(await findInvestmentExists(app.db, id))) throw appError('INVESTMENT_NOT_FOUND');
  await app.db.transaction(async (tx) => {
    // both rows locked in id order, so two merges of the same pair cannot deadlock
    const [first, second] = id < body.duplicateId ? [id, body.duplicateId] : [body.duplicateId, id];
    const a = await lockInvestment(tx, first);
    const b = await lockInvestment(tx, second);
    const kept = a?.id === id ? a : b;
    const duplicate = a?.id === body.duplicateId ? a : b;
    if (!kept) throw appError('INVESTMENT_NOT_FOUND');
    if (!duplicate) throw appError('INVESTMENT_DUPLICATE_NOT_FOUND');
    await mergeInvestmentRows(tx, kept.id, duplicate.id);
    await insertChange(tx, {
      investmentId: kept.id,
      kind: 'MERGE',
      details: { otherId: duplicate.id, otherName: duplicate.name },
      byUserId: user.id,
    });
  });
};
