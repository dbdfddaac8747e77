import type { ClaimStatus } from '@platform/shared';

/** Query keys of the declarations; a declaration or a decision invalidates `claimKeys.all`. */
export const claimKeys = {
  all: ['participation-claims'] as const,
  mine: (page: number) => ['participation-claims', 'mine', page] as const,
  queue: (status: ClaimStatus, page: number) => ['participation-claims', 'queue', status, page] as const,
};
