/** The own orders the badge counts: RELEASED and PLANNED that are not approved yet. */
export const NOT_APPROVED_QUERY = { status: ['RELEASED', 'PLANNED'], isApproved: false } as const;

/**
 * Query keys of the shell. The badge count sits in the orders module's counts family
 * (['orders', 'counts', scope, params]) on purpose: every order change invalidates ['orders'] and
 * so refreshes the badge, without the shell importing the orders feature.
 */
/** The invitations badge (spec 9): page 0, size 100, RELEASED, unseen only. */
export const INVITATIONS_BADGE_QUERY = { page: 0, size: 100, status: ['RELEASED'], hideSeen: true } as const;

/** The offered-orders badge (spec 9): orders my company offered on that are still published. */
export const OFFERED_BADGE_QUERY = { status: ['RELEASED'] } as const;

export const shellKeys = {
  notApprovedCounts: ['orders', 'counts', 'me', NOT_APPROVED_QUERY] as const,
  invitationCounts: ['orders', 'counts', 'invitations', INVITATIONS_BADGE_QUERY] as const,
  offeredCounts: ['orders', 'counts', 'offers', OFFERED_BADGE_QUERY] as const,
};
