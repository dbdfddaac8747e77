import type { StatKind, StatSortField } from '@platform/shared';

export type StatsSort = { sort: StatSortField; direction: 'ASC' | 'DESC' };
export type OfferVersion = 'draft' | 'published';

/** Query keys of the company e-portfolio; mutations invalidate through the same keys. */
export const companyKeys = {
  all: ['companies'] as const,
  company: (id: number) => ['companies', id] as const,
  basics: (id: number, editMode: boolean) => ['companies', id, 'basics', { editMode }] as const,
  summary: (id: number) => ['companies', id, 'summary'] as const,
  investments: (id: number) => ['companies', id, 'investments'] as const,
  districts: (id: number, sort: StatsSort) => ['companies', id, 'stats', 'districts', sort] as const,
  industries: (id: number, sort: StatsSort) => ['companies', id, 'stats', 'industries', sort] as const,
  kind: (id: number, kind: StatKind, sort: StatsSort, sub: Record<string, string | number>) =>
    ['companies', id, 'stats', kind, sort, sub] as const,
  follow: (id: number) => ['companies', id, 'follow'] as const,
  followSettings: (id: number) => ['companies', id, 'follow-settings'] as const,
  /** 'Obserwowane firmy': the user's follows, a page at a time */
  followedAll: ['companies', 'followed'] as const,
  followed: (page: number) => ['companies', 'followed', page] as const,
  offer: (id: number, version: OfferVersion) => ['companies', id, 'offer', version] as const,
  offerService: (id: number) => ['companies', id, 'offer-service'] as const,
  admin: (id: number) => ['companies', id, 'admin'] as const,
  users: (id: number) => ['companies', id, 'users'] as const,
  /** the admin's 'Inwestycje' dialog: the company's participations, a page at a time */
  participationsAll: (id: number) => ['companies', id, 'participations'] as const,
  participations: (id: number, page: number) => ['companies', id, 'participations', page] as const,
  /** the admin's 'Osoby kontaktowe' dialog: the offer's contact persons */
  contactPersons: (id: number) => ['companies', id, 'contact-persons'] as const,
  /** what a change of participations changes: the card's figures, statistics and investments */
  stats: (id: number) => ['companies', id, 'stats'] as const,
  /** 'Moja firma': the caller's own company card, its plan and what it lacks */
  mine: ['companies', 'mine', 'card'] as const,
  adminLists: ['companies', 'admin-list'] as const,
  adminList: (page: number, search: string) => ['companies', 'admin-list', { page, search }] as const,
};
