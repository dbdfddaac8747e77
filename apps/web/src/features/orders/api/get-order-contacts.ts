import { orderContactsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/**
 * GET /orders/{id}/contacts: the requester's contact persons, revealed by a contractor (the card's
 * FULL view carries none). The server counts each fetch as 'Pobrania kontaktu' (spec 7), so it is
 * asked once per card, on the click.
 */
export const getOrderContacts = (id: number, signal?: AbortSignal) =>
  request(`/orders/${id}/contacts`, { schema: orderContactsSchema, signal });

export const orderContactsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.contacts(id),
    queryFn: ({ signal }) => getOrderContacts(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useOrderContacts = (id: number, enabled: boolean) =>
  useQuery({ ...orderContactsQueryOptions(id), enabled });
