import { adminEmailListSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminEmailFilters } from '../components/admin-emails/email-filters-model';
import { notificationKeys } from './query-keys';

/** GET /api/v2/admin/emails: the outbox, newest first, 20 per page, with counts per status. */
export const getAdminEmails = (filters: AdminEmailFilters, page: number, signal?: AbortSignal) =>
  request('/admin/emails', {
    schema: adminEmailListSchema,
    query: { ...filters, page },
    signal,
    failures: 'page',
  });

export const adminEmailsQueryOptions = (filters: AdminEmailFilters, page: number) =>
  queryOptions({
    queryKey: notificationKeys.adminEmailList(filters, page),
    queryFn: ({ signal }) => getAdminEmails(filters, page, signal),
    placeholderData: keepPreviousData,
    // the outbox changes while the page is open (deliveries): a short freshness, refreshed on focus
    staleTime: 5_000,
  });

export const useAdminEmails = (filters: AdminEmailFilters, page: number) =>
  useQuery(adminEmailsQueryOptions(filters, page));
