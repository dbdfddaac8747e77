/** Query keys of the investments module. */
export const investmentKeys = {
  all: ['investments'] as const,
  mine: (search: string, page: number) => ['investments', 'mine', search, page] as const,
  detail: (id: number) => ['investments', 'detail', id] as const,
};
