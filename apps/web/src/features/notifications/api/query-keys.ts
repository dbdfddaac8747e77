import type { AdminEmailFilters } from '../components/admin-emails/email-filters-model';

/** Query keys of the notifications feature; mutations invalidate through the same keys. */
export const notificationKeys = {
  adminEmails: ['admin-emails'] as const,
  adminEmailList: (filters: AdminEmailFilters, page: number) => ['admin-emails', 'list', { ...filters, page }] as const,
  adminEmail: (id: number) => ['admin-emails', 'one', id] as const,
  preferences: ['notification-preferences'] as const,
};
