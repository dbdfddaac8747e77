import { adminEmailPreviewSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/v2/admin/emails/{id}: one e-mail with its plain text and HTML (the preview). */
export const getAdminEmail = (id: number, signal?: AbortSignal) =>
  request(`/admin/emails/${id}`, { schema: adminEmailPreviewSchema, signal });

export const adminEmailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.adminEmail(id),
    queryFn: ({ signal }) => getAdminEmail(id, signal),
  });

export const useAdminEmail = (id: number | null) =>
  useQuery({ ...adminEmailQueryOptions(id ?? 0), enabled: id !== null });
