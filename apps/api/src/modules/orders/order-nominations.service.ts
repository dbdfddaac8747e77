import {
  INVITATION_MESSAGES,
  NOMINATED_COMPANIES_MAX,
  type NominatedCompanyPage,
  type NominationResult,
  type OtherNominatedCompany,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { canInviteToOrder } from './order.policy.js';
import { inviteNominatedCompanies, scheduleInvitations } from './order-invitations.js';
import { presentNominated } from './order-nominations.presenter.js';
import {
  countNominations,
  findNominatedPage,
  findNominationTargets,
  insertNominations,
  lockNominationOrder,
  type NominationOrder,
} from './order-nominations.queries.js';

type Wanted = { companyId: number; email: string | null; source: 'RECOMMENDED' | 'OTHER' };

const requireInvitable = (auth: AuthContext, order: NominationOrder | null): NominationOrder => {
  if (!order || order.removed) throw appError('ORDER_NOT_FOUND');
  if (!canInviteToOrder(auth, order)) throw appError('RECOMMENDATIONS_NO_PERMISSION');
  if (order.status === 'ARCHIVED') throw appError('ORDER_NOT_OPEN_FOR_INVITATIONS');
  return order;
};

/**
 * Checks and stores nominations in the caller's transaction: companies that exist, are active and
 * are not the requester; none nominated before; at most NOMINATED_COMPANIES_MAX per order; a company
 * without a known e-mail needs one given.
 */
export const addNominations = async (
  tx: DbExecutor,
  order: NominationOrder,
  wanted: Wanted[],
  userId: number,
): Promise<number[]> => {
  const ids = [...new Set(wanted.map((w) => w.companyId))];
  const targets = await findNominationTargets(tx, order.id, ids);
  for (const id of ids) {
    const target = targets.find((t) => t.id === id);
    if (!target || target.deleted || target.deactivated || id === order.companyId)
      throw appError('NOMINATED_COMPANY_INVALID');
    if (target.nominated) throw appError('COMPANY_ALREADY_NOMINATED');
    const given = wanted.find((w) => w.companyId === id)?.email;
    if (!given && !target.knownEmail) throw appError('NOMINATED_COMPANY_EMAIL_REQUIRED');
  }
  if ((await countNominations(tx, order.id)) + ids.length > NOMINATED_COMPANIES_MAX)
    throw appError('NOMINATED_COMPANIES_LIMIT_EXCEEDED', {
      message: INVITATION_MESSAGES.limitExceeded(NOMINATED_COMPANIES_MAX),
    });
  await insertNominations(
    tx,
    ids.map((companyId) => ({
      orderId: order.id,
      companyId,
      source: wanted.find((w) => w.companyId === companyId)?.source ?? 'RECOMMENDED',
      email: wanted.find((w) => w.companyId === companyId)?.email || null,
      userId,
    })),
  );
  return ids;
};

/**
 * What new nominations will e-mail counts against the nominator's limits in the nominating
 * transaction (a refusal stores nothing), also when a planned order sends at its publication: an
 * address typed is an invitation, a company's known address a notification (plugins/send-limits.ts).
 */
export const takeNominationLimits = async (
  app: FastifyInstance,
  tx: DbExecutor,
  orderId: number,
  ids: number[],
  wanted: Wanted[],
  userId: number,
) => {
  const targets = await findNominationTargets(tx, orderId, ids);
  const typed = ids.flatMap((id) => wanted.find((w) => w.companyId === id)?.email || []);
  const known = ids.flatMap((id) =>
    wanted.find((w) => w.companyId === id)?.email ? [] : (targets.find((t) => t.id === id)?.knownEmail ?? []),
  );
  if (typed.length) await app.sendLimits.take({ kind: 'invitation', by: { userId }, recipients: typed });
  if (known.length) await app.sendLimits.take({ kind: 'notification', by: { userId }, recipients: known });
};

/**
 * Companies chosen in the order form, stored with the order (a draft or planned one waits for its
 * publication to invite them). Companies already nominated are skipped: the form sends its whole list.
 */
export const addFormNominations = async (
  app: FastifyInstance,
  tx: DbExecutor,
  orderId: number,
  companyIds: number[] | undefined,
  userId: number,
) => {
  if (!companyIds?.length) return;
  const order = await lockNominationOrder(tx, orderId);
  if (!order) return;
  const known = await findNominationTargets(tx, orderId, companyIds);
  const fresh = companyIds.filter((id) => !known.find((t) => t.id === id)?.nominated);
  if (!fresh.length) return;
  const wanted: Wanted[] = fresh.map((companyId) => ({ companyId, email: null, source: 'RECOMMENDED' }));
  await takeNominationLimits(app, tx, order.id, await addNominations(tx, order, wanted, userId), wanted, userId);
};

const nominate = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  wanted: Wanted[],
): Promise<NominationResult> => {
  if (auth.kind !== 'user') throw appError('RECOMMENDATIONS_NO_PERMISSION');
  const { ids, order } = await app.db.transaction(async (tx) => {
    const order = requireInvitable(auth, await lockNominationOrder(tx, orderId));
    const ids = await addNominations(tx, order, wanted, auth.user.id);
    await takeNominationLimits(app, tx, order.id, ids, wanted, auth.user.id);
    return { ids, order };
  });
  await sendNewInvitations(app, order);
  return { companyIds: ids, invitedNow: order.status === 'RELEASED' };
};

/** After the nominating transaction: the invitations go out now for a published order, at its publication for a planned one. */
export const sendNewInvitations = async (app: FastifyInstance, order: NominationOrder) => {
  if (order.status === 'RELEASED') await inviteNominatedCompanies(app, order.id);
  else if (order.status === 'PLANNED') await scheduleInvitations(app, order);
};

/**
 * 'Zaproś nowego użytkownika' from an order (spec 2.8): the person's company is invited to the order
 * too, in the caller's transaction, unless it is the requester or invited already. The invitation
 * goes to the company's known address, else to the person. Answers the order, so that the caller
 * sends the invitation (`sendNewInvitations`) once its transaction has committed.
 */
export const nominatePersonCompany = async (
  app: FastifyInstance,
  tx: DbExecutor,
  auth: AuthContext,
  input: { orderId: number; investmentId: number; companyId: number; email: string; userId: number },
): Promise<NominationOrder> => {
  const order = requireInvitable(auth, await lockNominationOrder(tx, input.orderId));
  if (order.investmentId !== input.investmentId) throw appError('ORDER_NOT_FOUND');
  if (input.companyId === order.companyId) return order;
  const [target] = await findNominationTargets(tx, order.id, [input.companyId]);
  if (target?.nominated) return order;
  const wanted: Wanted[] = [
    { companyId: input.companyId, email: target?.knownEmail ? null : input.email, source: 'OTHER' },
  ];
  const ids = await addNominations(tx, order, wanted, input.userId);
  await takeNominationLimits(app, tx, order.id, ids, wanted, input.userId);
  return order;
};

/** PATCH /orders/{id}/nominated-companies: companies chosen from the recommendations. */
export const nominateRecommended = (app: FastifyInstance, auth: AuthContext, orderId: number, companyIds: number[]) =>
  nominate(
    app,
    auth,
    orderId,
    companyIds.map((companyId) => ({ companyId, email: null, source: 'RECOMMENDED' })),
  );

/** PATCH /orders/{id}/other-nominated-companies: any company, with an e-mail when it has none known. */
export const nominateOther = (app: FastifyInstance, auth: AuthContext, orderId: number, body: OtherNominatedCompany) =>
  nominate(app, auth, orderId, [{ companyId: body.companyId, email: body.email || null, source: 'OTHER' }]);

/** GET /orders/{id}/nominated-companies: the invitees with their activity (tab 'Zaproszone firmy'). */
export const listNominated = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  q: { page: number; size: number },
): Promise<NominatedCompanyPage> => {
  const order = await lockNominationOrder(app.db, orderId, false);
  if (!order || order.removed) throw appError('ORDER_NOT_FOUND');
  if (!canInviteToOrder(auth, order)) throw appError('RECOMMENDATIONS_NO_PERMISSION');
  const rows = await findNominatedPage(app.db, orderId, q.page, q.size);
  return toPage(rows.map(presentNominated), rows[0]?.total ?? 0, q.page, q.size);
};
