import type { EmailStatus } from '@platform/shared';

/** The page's filters as the list call takes them (page apart: a filter change goes to page 0). */
export type AdminEmailFilters = {
  kind?: string;
  status?: EmailStatus;
  recipient?: string;
  search?: string;
  from?: string;
  to?: string;
};

/** Drops empty values, so the query key and the address are the same for "no filter" and "". */
export const compactFilters = (filters: AdminEmailFilters): AdminEmailFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as AdminEmailFilters;
