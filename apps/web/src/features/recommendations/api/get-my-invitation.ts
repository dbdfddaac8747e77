import { myInvitationSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { recommendationKeys } from './query-keys';

/** GET /orders/{id}/invitation/me: my company's invitation, or null when it was not invited (404). */
export const getMyInvitation = async (id: number, signal?: AbortSignal) => {
  try {
    return await request(`/orders/${id}/invitation/me`, {
      schema: myInvitationSchema,
      signal,
      failures: 'not-found-inline',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const myInvitationQueryOptions = (id: number) =>
  queryOptions({ queryKey: recommendationKeys.myInvitation(id), queryFn: ({ signal }) => getMyInvitation(id, signal) });

export const useMyInvitation = (id: number, enabled: boolean) => useQuery({ ...myInvitationQueryOptions(id), enabled });
