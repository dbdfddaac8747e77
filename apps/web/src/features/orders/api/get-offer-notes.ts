import { offerNotePageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** GET /orders/{id}/offers/companies/{companyId}/notes?page: pages of 5 (document 2, section 9). */
export const getOfferNotes = (orderId: number, companyId: number, page: number, signal?: AbortSignal) =>
  request(`/orders/${orderId}/offers/companies/${companyId}/notes`, {
    query: { page },
    schema: offerNotePageSchema,
    signal,
    failures: 'inline',
  });

export const offerNotesQueryOptions = (orderId: number, companyId: number, page: number) =>
  queryOptions({
    queryKey: orderKeys.offerNotes(orderId, companyId, page),
    queryFn: ({ signal }) => getOfferNotes(orderId, companyId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOfferNotes = (orderId: number, companyId: number, page: number) =>
  useQuery(offerNotesQueryOptions(orderId, companyId, page));
