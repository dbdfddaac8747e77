import { type OrderForm, type OrderSaved, statusFromPublication } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { type ActorUser, type AuthContext, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { canEditOrder } from './order.policy.js';
import { findOrderAttachmentRows, findOrderRow, replaceOrderChildren } from './order.queries.js';
import { orderContactsSaved } from './order-events.js';
import { loadOrderForm } from './order-form.queries.js';
import { inviteOnPublication } from './order-invitations.js';
import { addFormNominations } from './order-nominations.service.js';
import { notifyContactsOfStaffOrder } from './order-notifications.js';
import {
  checkAttachments,
  checkCompanyExists,
  checkContacts,
  checkIndustries,
  checkInvestment,
} from './order-references.js';
import { assertFormRules, childrenOf, contactsOf, orderColumns, resolveRequesterCompany } from './order-values.js';
import { prepareOrderVersion, recordOrderVersion } from './order-versions.service.js';
import { insertOrder, updateOrderColumns } from './order-write.queries.js';

type Checked = Awaited<ReturnType<typeof checkReferences>>;

const checkReferences = async (
  app: FastifyInstance,
  user: ActorUser,
  form: OrderForm,
  input: { companyId: number; draft: boolean; linkedUuids: string[] },
) => {
  if (isStaff(user)) await checkCompanyExists(app, input.companyId);
  const investment = await checkInvestment(app, user, {
    investmentId: form.investmentId as number,
    companyId: input.companyId,
  });
  const industryTitles = await checkIndustries(app, form);
  await checkContacts(
    app,
    contactsOf(form).map((c) => c.userId),
    input,
  );
  await checkAttachments(app, user, { uuids: form.attachments, linkedUuids: input.linkedUuids });
  return { investment, industryTitles };
};

const savedAnswer = (
  id: number,
  row: { status: string; isApproved: boolean; version: number },
  form: OrderForm,
  refs: Checked,
): OrderSaved => ({
  id,
  status: row.status as OrderSaved['status'],
  isApproved: row.isApproved,
  version: row.version,
  industries: form.industries.map((i) => ({ id: i.industryId, name: refs.industryTitles.get(i.industryId) ?? '' })),
  investment: { id: refs.investment.id, name: refs.investment.name },
});

/** POST /orders and /orders/draft: staff create on behalf of a company, unapproved until approved. */
export const createOrder = async (app: FastifyInstance, auth: AuthContext, form: OrderForm, draft: boolean) => {
  // The route's guard already asks for a full login; a temporary grant never creates orders.
  if (auth.kind !== 'user') throw appError('ORDER_NO_PERMISSION_TO_UPDATE');
  const user = auth.user;
  const companyId = resolveRequesterCompany(user, form, draft);
  const now = new Date();
  assertFormRules(form, { now, draft, staff: isStaff(user) });
  const refs = await checkReferences(app, user, form, { companyId, draft, linkedUuids: [] });
  const publishAt = form.publishAt ? new Date(form.publishAt) : draft ? null : now;
  const status = draft ? 'DRAFT' : statusFromPublication(publishAt as Date, now);
  const values = {
    ...orderColumns(form, refs),
    status,
    companyId,
    createdByUserId: user.id,
    isApproved: !isStaff(user),
    publishAt,
  };
  const id = await app.db.transaction(async (tx) => {
    const orderId = await insertOrder(tx, values);
    await replaceOrderChildren(tx, orderId, childrenOf(form));
    await addFormNominations(app, tx, orderId, form.nominatedCompanyIds, user.id);
    return orderId;
  });
  await notifyContactsOfStaffOrder(app, { orderId: id, published: !draft, byStaff: isStaff(user) });
  if (!draft) await inviteOnPublication(app, id);
  return savedAnswer(id, { ...values, version: 1 }, form, refs);
};

export type UpdateMode = 'update' | 'updateDraft' | 'complete';

/** POST /orders/draft/{id}/complete: publishes a draft with the form sent, or else the stored one. */
export const completeDraft = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  form?: OrderForm | null,
  readAt?: number,
) => {
  const stored = form ?? (await loadOrderForm(app.db, orderId));
  if (!stored) throw appError('ORDER_NOT_FOUND');
  return updateOrder(app, auth, orderId, stored, 'complete', readAt);
};

/**
 * PUT /orders/{id}, PUT /orders/draft/{id} and POST /orders/draft/{id}/complete. A published order
 * keeps its investment, company, industries and publication date, and may keep offer deadline ends
 * that have passed (a changed end may not be before today); saving by a non-staff editor approves it
 * ('Zapisz i zatwierdź').
 */
export const updateOrder = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  input: OrderForm,
  mode: UpdateMode,
  /** The version the edit form was read at (the PUTs require it; completing a draft may omit it). */
  readAt?: number,
) => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || order.removed || auth.kind === 'anonymous') throw appError('ORDER_NOT_FOUND');
  if (!canEditOrder(auth, order) || order.status === 'ARCHIVED') throw appError('ORDER_NO_PERMISSION_TO_UPDATE');
  const wasDraft = order.status === 'DRAFT';
  if (mode !== 'update' && !wasDraft) throw appError('ORDER_NOT_DRAFT');
  // a stale form is refused before its rules are read: another tab saved meanwhile (the same check
  // is made again by the update itself, for two saves at once)
  if (readAt !== undefined && readAt !== order.version) throw appError('STALE_VERSION');
  const user = auth.user;
  const draft = mode === 'updateDraft';
  if (!wasDraft && input.investmentId && input.investmentId !== order.investmentId)
    throw appError('ORDER_INVESTMENT_CHANGE_FORBIDDEN');
  if (!wasDraft && input.companyId && input.companyId !== order.companyId)
    throw appError('ORDER_COMPANY_CHANGE_FORBIDDEN');
  const form = { ...input, investmentId: input.investmentId ?? order.investmentId };
  const companyId =
    wasDraft && input.companyId && input.companyId !== order.companyId
      ? resolveRequesterCompany(user, form, draft)
      : order.companyId;
  const now = new Date();
  const lockedPublishAt = order.status === 'RELEASED' && order.publishAt ? order.publishAt : undefined;
  assertFormRules(
    { ...form, companyId },
    {
      now,
      draft,
      staff: isStaff(user),
      lockedPublishAt,
      previousIndustryIds: wasDraft ? undefined : order.industryIds,
      // a published or planned order keeps offer deadline ends that have passed (a draft's were never checked)
      stored: wasDraft ? undefined : order,
      // 'Zmiany w zleceniu': a released order's offer deadline is not shortened below the notice
      released: order.status === 'RELEASED' ? { minNoticeDays: app.env.ORDER_DEADLINE_MIN_NOTICE_DAYS } : undefined,
    },
  );
  const linkedUuids = (await findOrderAttachmentRows(app.db, orderId)).map((a) => a.uuid);
  const refs = await checkReferences(app, user, form, { companyId, draft, linkedUuids });
  const publishAt = lockedPublishAt ?? (form.publishAt ? new Date(form.publishAt) : draft ? null : now);
  const status = draft ? 'DRAFT' : lockedPublishAt ? 'RELEASED' : statusFromPublication(publishAt as Date, now);
  const values = {
    ...orderColumns(form, refs),
    status,
    companyId,
    publishAt,
    isApproved: order.isApproved || (!draft && !isStaff(user)),
  };
  if (form.nominatedCompanyIds?.length && auth.kind !== 'user') throw appError('RECOMMENDATIONS_NO_PERMISSION');
  const changed = await prepareOrderVersion(app, user.id, order, { values, form, industryTitles: refs.industryTitles });
  const version = await app.db.transaction(async (tx) => {
    const saved = await updateOrderColumns(tx, orderId, values, readAt);
    if (saved === null) throw appError('STALE_VERSION');
    await replaceOrderChildren(tx, orderId, childrenOf(form));
    if (changed) await recordOrderVersion(app, tx, { order, userId: user.id, prepared: changed });
    await addFormNominations(app, tx, orderId, form.nominatedCompanyIds, user.id);
    // contact persons added now take part in the threads already started
    await orderContactsSaved(tx, orderId);
    return saved;
  });
  const byStaff = auth.kind === 'user' && isStaff(user);
  await notifyContactsOfStaffOrder(app, { orderId, published: wasDraft && !draft, byStaff });
  if (!draft) await inviteOnPublication(app, orderId);
  return savedAnswer(orderId, { ...values, version }, form, refs);
};
