import type { Order, OrderContact, OrderIndustry, OrderViewType } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, isStaff } from '../../lib/actor.js';
import { type AppError, appError } from '../../lib/app-error.js';
import { presentAttachment } from '../attachments/index.js';
import { findInvestmentDetail } from '../investments/index.js';
import { cachedCompanyIndustryIds } from './company-industries.js';
import {
  canApproveOrder,
  canEditOrder,
  canSeeOrder,
  isHiddenByIndustry,
  isOrderOwner,
  orderViewType,
} from './order.policy.js';
import {
  findOrderAttachmentRows,
  findOrderContacts,
  findOrderIndustries,
  findOrderRow,
  type OrderRow,
} from './order.queries.js';
import { presentContacts, presentIndustries, presentOrderCard } from './order-card.presenter.js';
import { isCompanyInvited, markInvitationSeen } from './order-nominations.queries.js';
import { findOrderCompany } from './order-state.queries.js';
import { recordOrderEvent } from './order-statistics.queries.js';

const currentUser = (auth: AuthContext) => (auth.kind === 'anonymous' ? null : auth.user);

/**
 * An order visible to industry users only, asked for by someone else: 403 ORDER_INDUSTRY_USERS_ONLY
 * (the web shows its forbidden page, which asks anonymous visitors to log in). An expired token
 * gets 401 instead, so that the browser refreshes it and asks again as the user.
 */
const industryUsersOnly = (auth: AuthContext): AppError =>
  auth.kind === 'anonymous' && auth.problem === 'expired'
    ? appError('TOKEN_EXPIRED')
    : appError('ORDER_INDUSTRY_USERS_ONLY');

/**
 * An order the caller may see, with its view: 404 for what the caller may not know exists (drafts,
 * planned and removed orders of others), 403 for an order visible to industry users only. Every
 * call about one order (card, industries, contacts, share, statistics) goes through here.
 */
export const visibleOrder = async (app: FastifyInstance, auth: AuthContext, orderId: number, editMode = false) => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || !canSeeOrder(auth, order)) throw appError('ORDER_NOT_FOUND');
  if (editMode && !canEditOrder(auth, order)) throw appError('ORDER_NO_PERMISSION_TO_UPDATE');
  const user = currentUser(auth);
  const [industries, ownIndustryIds, invited] = await Promise.all([
    findOrderIndustries(app.db, [orderId]),
    user?.companyId ? cachedCompanyIndustryIds(app, user.companyId) : Promise.resolve([]),
    user?.companyId && order.companyId !== user.companyId
      ? isCompanyInvited(app.db, orderId, user.companyId)
      : Promise.resolve(false),
  ]);
  const orderIndustryIds = industries.map((i) => i.industryId);
  // an invited company is shown the order as a company of its industries is (documents, contacts)
  const companyIndustryIds = invited ? orderIndustryIds : ownIndustryIds;
  if (isHiddenByIndustry(auth, order, { orderIndustryIds, companyIndustryIds })) throw industryUsersOnly(auth);
  const view = orderViewType(auth, order, { editMode, orderIndustryIds, companyIndustryIds });
  return { order, view, industries };
};

/**
 * Interactions count in the statistics unless they come from staff or the requester company's
 * people (or the creator); anonymous visitors count (with no user and no company).
 */
const isOutsider = (auth: AuthContext, order: OrderRow) =>
  auth.kind === 'anonymous' || (!isStaff(auth.user) && !isOrderOwner(auth.user, order));

/** GET /orders/{id}?editMode: the card of the caller's view; a visit is recorded for outsiders and anonymous visitors. */
export const getOrderCard = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  editMode: boolean,
): Promise<Order> => {
  const { order, view, industries } = await visibleOrder(app, auth, orderId, editMode);
  const withDetails = view === 'FULL' || view === 'EDITOR' || view === 'EDIT';
  const [investment, company, contacts, attachmentRows] = await Promise.all([
    findInvestmentDetail(app.db, order.investmentId),
    findOrderCompany(app.db, order.companyId),
    findOrderContacts(app.db, [orderId]),
    withDetails ? findOrderAttachmentRows(app.db, orderId) : Promise.resolve([]),
  ]);
  if (!investment || !company) throw appError('ORDER_NOT_FOUND');
  if (isOutsider(auth, order)) await recordOrderEvent(app.db, { orderId, kind: 'VISIT', user: currentUser(auth) });
  const viewer = currentUser(auth);
  if (viewer?.companyId && viewer.companyId !== order.companyId)
    await markInvitationSeen(app.db, orderId, viewer.companyId);
  const { provinceName, ...investmentDetail } = investment;
  return presentOrderCard({
    order,
    view,
    industries,
    contacts,
    investment: investmentDetail,
    provinceName,
    company,
    attachments: await Promise.all(attachmentRows.map((row) => presentAttachment(app.storage, row))),
    allowedToEdit: canEditOrder(auth, order),
    allowedToApprove: canApproveOrder(auth, order),
  });
};

/** GET /orders/{id}/industries: the industries of the caller's view (no quantities for anonymous visitors). */
export const getOrderIndustries = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<OrderIndustry[]> => {
  const { view, industries } = await visibleOrder(app, auth, orderId);
  return presentIndustries(industries, view);
};

const CONTACT_VIEWS: readonly OrderViewType[] = ['FULL', 'EDITOR', 'EDIT'];

/** GET /orders/{id}/contacts: only for views that show contacts; a fetch is recorded for outsiders. */
export const getOrderContacts = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<OrderContact[]> => {
  const { order, view } = await visibleOrder(app, auth, orderId);
  if (!CONTACT_VIEWS.includes(view)) throw appError('ORDER_NO_PERMISSION_TO_VIEW_CONTACTS');
  const contacts = await findOrderContacts(app.db, [orderId]);
  if (isOutsider(auth, order))
    await recordOrderEvent(app.db, { orderId, kind: 'CONTACT_FETCH', user: currentUser(auth) });
  return presentContacts(contacts, view !== 'FULL');
};

/** POST /orders/{id}/shared: anyone who can see the order may share it. */
export const recordOrderShare = async (app: FastifyInstance, auth: AuthContext, orderId: number): Promise<void> => {
  const { order } = await visibleOrder(app, auth, orderId);
  if (isOutsider(auth, order)) await recordOrderEvent(app.db, { orderId, kind: 'SHARE', user: currentUser(auth) });
};
