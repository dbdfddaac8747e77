import { CACHE, isSubsidizedClient } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/auth';
import type { BadgeSource } from '../lib/menu-entry';
import { unreadMessagesQueryOptions } from './get-unread-messages';
import { INVITATIONS_BADGE_QUERY, NOT_APPROVED_QUERY, OFFERED_BADGE_QUERY, shellKeys } from './query-keys';

/**
 * Counts behind the top-bar badges. Orders (spec 9): the not-approved own orders, RELEASED and
 * PLANNED with isApproved false, from GET /orders/count/me (cached 300000 ms; the orders module
 * invalidates it after every change), and the unseen invitations (page 0, size 100, RELEASED).
 * Messages: GET /conversations/unread/me every 10 s. Offered orders (spec 9, badges): my company's offers
 * on published orders, from GET /orders/count/offers/me. Badges cap at 99+.
 */
export type BadgeCounts = Partial<Record<BadgeSource, number>>;

export const useBadgeCounts = (): BadgeCounts => {
  const { kind, user } = useCurrentUser();
  const query = useQuery({
    queryKey: shellKeys.notApprovedCounts,
    queryFn: ({ signal }) =>
      import('./get-my-order-counts').then((m) =>
        m.getMyOrderCounts({ status: [...NOT_APPROVED_QUERY.status], isApproved: false }, signal),
      ),
    enabled: kind === 'user' && !!user,
    staleTime: CACHE.orderCounts,
    gcTime: CACHE.orderCounts,
  });
  // subsidised clients have no invited counts (spec 2.4)
  const invitations = useQuery({
    queryKey: shellKeys.invitationCounts,
    queryFn: ({ signal }) =>
      import('./get-my-order-counts').then((m) =>
        m.getInvitationCounts({ ...INVITATIONS_BADGE_QUERY, status: [...INVITATIONS_BADGE_QUERY.status] }, signal),
      ),
    enabled: kind === 'user' && !!user && !isSubsidizedClient(user),
    staleTime: CACHE.orderCounts,
    gcTime: CACHE.orderCounts,
  });
  const offered = useQuery({
    queryKey: shellKeys.offeredCounts,
    queryFn: ({ signal }) =>
      import('./get-my-order-counts').then((m) =>
        m.getOfferedCounts({ status: [...OFFERED_BADGE_QUERY.status] }, signal),
      ),
    enabled: kind === 'user' && !!user && !isSubsidizedClient(user),
    staleTime: CACHE.orderCounts,
    gcTime: CACHE.orderCounts,
  });
  const unread = useQuery(unreadMessagesQueryOptions(kind === 'user' && !!user)).data?.count ?? 0;
  const notApproved = (query.data ?? [])
    .filter((c) => c.status === 'RELEASED' || c.status === 'PLANNED')
    .reduce((sum, c) => sum + c.count, 0);
  const invited = (invitations.data ?? []).find((c) => c.status === 'RELEASED')?.count ?? 0;
  const offeredCount = (offered.data ?? []).find((c) => c.status === 'RELEASED')?.count ?? 0;
  // The top Zlecenia entry sums the order counts that exist.
  const counts: BadgeCounts = {};
  if (notApproved) counts.myOrdersNotApproved = notApproved;
  if (invited) counts.orderInvitations = invited;
  if (offeredCount) counts.offeredOrders = offeredCount;
  if (notApproved + invited + offeredCount) counts.ordersTotal = notApproved + invited + offeredCount;
  if (unread) counts.unreadMessages = unread;
  return counts;
};
