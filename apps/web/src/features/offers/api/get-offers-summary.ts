import { offersSummarySchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** GET /orders/{id}/offers/summary: progress, canSettle, appreciationsSent (spec 3 "Offers summary"). */
export const getOffersSummary = (id: number, signal?: AbortSignal) =>
  request(`/orders/${id}/offers/summary`, { schema: offersSummarySchema, signal, failures: 'inline' });

export const offersSummaryQueryOptions = (id: number) =>
  queryOptions({ queryKey: offerKeys.summary(id), queryFn: ({ signal }) => getOffersSummary(id, signal) });

export const useOffersSummary = (id: number) => useQuery(offersSummaryQueryOptions(id));
