import type { OrderViewType } from '@platform/shared';
import { type ActorUser, type AuthContext, isStaff } from '../../lib/actor.js';
import type { OrderRow } from './order.queries.js';

/** What the policies read of an order: the one order reference other modules pass in. */
export type OrderRef = Pick<OrderRow, 'id' | 'companyId' | 'createdByUserId' | 'status' | 'isApproved' | 'removed'>;
type IndustryMatch = { orderIndustryIds: readonly number[]; companyIndustryIds: readonly number[] };

/**
 * A file may be attached to an order when it was uploaded for an order (target ORDER) by this user,
 * is already linked to the order being edited (uploaded by a colleague), or the user is staff.
 */
export const canAttachToOrder = (
  user: ActorUser,
  file: { target: string; ownerUserId: number | null; uuid: string },
  linkedUuids: readonly string[],
): boolean =>
  file.target === 'ORDER' && (file.ownerUserId === user.id || linkedUuids.includes(file.uuid) || isStaff(user));

/** A person of the requester company, or the one who created the order. */
export const isOrderOwner = (user: ActorUser, order: Pick<OrderRef, 'companyId' | 'createdByUserId'>): boolean =>
  (user.companyId !== null && user.companyId === order.companyId) || order.createdByUserId === user.id;

/** Temporary access with ORDER_EDIT_APPROVAL for exactly this order. */
const hasTemporaryGrant = (auth: AuthContext, order: OrderRef): boolean =>
  auth.kind === 'temporary' && auth.permissions.includes('ORDER_EDIT_APPROVAL') && auth.resourceId === order.id;

/** Editors: the owner, staff, or a temporary-access visitor granted this one order. */
export const canEditOrder = (auth: AuthContext, order: OrderRef): boolean => {
  if (order.removed) return false;
  if (auth.kind === 'anonymous') return false;
  if (auth.kind === 'temporary') return hasTemporaryGrant(auth, order);
  return isStaff(auth.user) || isOrderOwner(auth.user, order);
};

/** An unapproved published or planned order may be approved by its editors. */
export const canApproveOrder = (auth: AuthContext, order: OrderRef): boolean =>
  !order.isApproved && (order.status === 'RELEASED' || order.status === 'PLANNED') && canEditOrder(auth, order);

/** Deleting needs a full login: the owner or staff. */
export const canDeleteOrder = (auth: AuthContext, order: OrderRef): boolean =>
  auth.kind === 'user' && !order.removed && (isStaff(auth.user) || isOrderOwner(auth.user, order));

/** Who may see the card at all: drafts and planned orders only their editors; removed ones only staff. */
export const canSeeOrder = (auth: AuthContext, order: OrderRef): boolean => {
  const staff = auth.kind === 'user' && isStaff(auth.user);
  if (order.removed) return staff;
  if (order.status === 'DRAFT' || order.status === 'PLANNED') return canEditOrder(auth, order);
  return true;
};

/** The user's company works in one of the order's industries (company industries include their parents). */
const sharesIndustry = ({ orderIndustryIds, companyIndustryIds }: IndustryMatch): boolean =>
  orderIndustryIds.some((id) => companyIndustryIds.includes(id));

/**
 * `visibleToIndustryUsersOnly` (the form's visibility option): only users whose company works in
 * one of the order's industries (parents included, as for LIMITED) may see the card, besides staff,
 * the requester company's people, its creator and a temporary grant for the order. Anonymous
 * visitors never may. The lists leave such orders out the same way (order-list-filters.queries.ts).
 */
export const isHiddenByIndustry = (
  auth: AuthContext,
  order: OrderRef & Pick<OrderRow, 'visibleToIndustryUsersOnly'>,
  match: IndustryMatch,
): boolean => {
  if (!order.visibleToIndustryUsersOnly) return false;
  if (auth.kind === 'anonymous') return true;
  if (hasTemporaryGrant(auth, order) || isStaff(auth.user) || isOrderOwner(auth.user, order)) return false;
  return !sharesIndustry(match);
};

/**
 * The view the server answers (spec 3 "Order views"): EDIT when an editor asks for edit mode,
 * EDITOR for editors, UNAUTHENTICATED for anonymous visitors, LIMITED when the user's company
 * works in none of the order's industries, FULL otherwise.
 */
export const orderViewType = (
  auth: AuthContext,
  order: OrderRef,
  input: IndustryMatch & { editMode: boolean },
): OrderViewType => {
  if (auth.kind === 'anonymous') return 'UNAUTHENTICATED';
  if (canEditOrder(auth, order)) return input.editMode ? 'EDIT' : 'EDITOR';
  return sharesIndustry(input) ? 'FULL' : 'LIMITED';
};

/**
 * Inviting companies to an order (its recommendations, nominations, new users): the order's editors
 * with a full login (the owner company, its creator) and staff; temporary access never (spec 2.8:
 * the tab is disabled under temporary access).
 */
export const canInviteToOrder = (auth: AuthContext, order: OrderRef): boolean =>
  auth.kind === 'user' && canEditOrder(auth, order);
