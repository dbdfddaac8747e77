/** Query keys of company membership; a decision invalidates `membershipKeys.all`. */
export const membershipKeys = {
  all: ['memberships'] as const,
  requests: (companyId: number, page: number) => ['memberships', 'requests', companyId, page] as const,
  history: (companyId: number, page: number) => ['memberships', 'history', companyId, page] as const,
  queue: (page: number) => ['memberships', 'queue', page] as const,
};
