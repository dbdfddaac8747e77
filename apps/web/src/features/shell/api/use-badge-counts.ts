import { CACHE, isSubsidizedClient } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/auth';
import type { BadgeSource } from '../lib/menu-entry';
import { unreadMessagesQueryOptions } from './get-unread-messages';
import { INVITATIONS_BADGE_QUERY, NOT_APPROVED_QUERY, shellKeys } from './query-keys';

/**
 * Counts behind the top-bar badges. Orders (spec 9): the not-approved own orders, RELEASED and
 * PLANNED with isApproved false, from GET /orders/count/me (cached 300000 ms; the orders module
 * invalidates it after every change), and the unseen invitations (page 0, size 100, RELEASED).
 * Messages: GET /conversations/unread/me every 10 s. Offered orders come with their module; until
 * then there is no count and no badge. Badges cap at 99+.
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
  const unread = useQuery(unreadMessagesQueryOptions(kind === 'user' && !!user)).data?.count ?? 0;
  const notApproved = (query.data ?? [])
    .filter((c) => c.status === 'RELEASED' || c.status === 'PLANNED')
    .reduce((sum, c) => sum + c.count, 0);
  const invited = (invitations.data ?? []).find((c) => c.status === 'RELEASED')?.count ?? 0;
  // The top Zlecenia entry sums the order counts that exist; offered orders join it with their module.
  const counts: BadgeCounts = {};
  if (notApproved) counts.myOrdersNotApproved = notApproved;
  if (invited) counts.orderInvitations = invited;
  if (notApproved + invited) counts.ordersTotal = notApproved + invited;
  if (unread) counts.unreadMessages = unread;
  return counts;
};
