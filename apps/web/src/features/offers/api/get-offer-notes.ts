import { type OfferNote, offerNotePageSchema, type Page } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { offerKeys } from './query-keys';

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
    queryKey: offerKeys.notes(orderId, companyId, page),
    queryFn: ({ signal }) => getOfferNotes(orderId, companyId, page, signal),
    placeholderData: keepPreviousData,
  });

/**
 * The first page comes with the by-company list (`CompanyOffers.notes`): it seeds the cache, so
 * opening a company's panel asks for nothing until that list is stale.
 */
export const useOfferNotes = (
  orderId: number,
  companyId: number,
  page: number,
  firstPage?: { data: Page<OfferNote>; updatedAt: number },
) =>
  useQuery({
    ...offerNotesQueryOptions(orderId, companyId, page),
    initialData: page === 0 ? firstPage?.data : undefined,
    initialDataUpdatedAt: page === 0 ? firstPage?.updatedAt : undefined,
  });
