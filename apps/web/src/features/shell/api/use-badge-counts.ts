import type { BadgeSource } from '../lib/menu-entry';

/**
 * Counts behind the top-bar badges (orders to approve, invitations, offered orders, unread
 * messages). The orders and messages modules implement them in later issues (unread messages:
 * GET /conversations/unread/me polled every 10 s; counts cached 300000 ms). Until then there is
 * no count and therefore no badge: the top bar never shows a made-up number.
 */
export type BadgeCounts = Partial<Record<BadgeSource, number>>;

export const useBadgeCounts = (): BadgeCounts => ({});
