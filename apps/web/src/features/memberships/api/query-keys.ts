/** Query keys of company membership; a decision or a change of a person invalidates `membershipKeys.all`. */
export const membershipKeys = {
  all: ['memberships'] as const,
  requests: (companyId: number, page: number) => ['memberships', 'requests', companyId, page] as const,
  history: (companyId: number, page: number) => ['memberships', 'history', companyId, page] as const,
  queue: (page: number) => ['memberships', 'queue', page] as const,
  people: (companyId: number) => ['memberships', 'people', companyId] as const,
};
