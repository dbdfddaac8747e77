import { conversationIndustriesSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /conversations/{id}/industries: the declared industries with the contractor's price and validity. */
export const getIndustries = (id: number, signal?: AbortSignal) =>
  request(`/conversations/${id}/industries`, { schema: conversationIndustriesSchema, signal, failures: 'inline' });

export const industriesQueryOptions = (id: number) =>
  queryOptions({ queryKey: conversationKeys.industries(id), queryFn: ({ signal }) => getIndustries(id, signal) });

export const useIndustries = (id: number, enabled = true) => useQuery({ ...industriesQueryOptions(id), enabled });
