/**
 * Keys of the editorial content: the dashboard's bands, the public pages and the editors panel read
 * them, so they are shared; every panel change invalidates ['editorial'].
 */
export const editorialKeys = {
  all: ['editorial'] as const,
  news: (categoryId: number, page: number, size: number) => ['editorial', 'news', categoryId, page, size] as const,
  article: (id: number) => ['editorial', 'article', id] as const,
  webinars: (when: 'upcoming' | 'past', page: number, size: number) =>
    ['editorial', 'webinars', when, page, size] as const,
  conference: ['editorial', 'conference'] as const,
  panelList: (path: string, query: Record<string, unknown>) => ['editorial', 'panel', path, 'list', query] as const,
  panelEntry: (path: string, id: number) => ['editorial', 'panel', path, 'entry', id] as const,
};

/** Published content changes rarely; a minute keeps the pages fresh without refetching on every visit. */
export const EDITORIAL_STALE_MS = 60_000;
