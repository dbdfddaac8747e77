/** Query keys of the admin location list; mutations invalidate through the same keys. */
export const locationKeys = {
  lists: ['locations', 'admin-list'] as const,
  list: (page: number, search: string) => ['locations', 'admin-list', { page, search }] as const,
};
