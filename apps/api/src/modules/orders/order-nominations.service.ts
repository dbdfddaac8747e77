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
 * Companies chosen in the order form, stored with the order (a draft or planned one waits for its
 * publication to invite them). Companies already nominated are skipped: the form sends its whole list.
 */
export const addFormNominations = async (
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
  if (fresh.length)
    await addNominations(
      tx,
      order,
      fresh.map((companyId) => ({ companyId, email: null, source: 'RECOMMENDED' })),
      userId,
    );
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
    return { ids, order };
  });
  const invitedNow = order.status === 'RELEASED';
  if (invitedNow) await inviteNominatedCompanies(app, orderId);
  else if (order.status === 'PLANNED') await scheduleInvitations(app, order);
  return { companyIds: ids, invitedNow };
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
