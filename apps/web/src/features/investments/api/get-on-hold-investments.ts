import { onHoldInvestmentPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** GET /investments/on-hold: 'Inwestycje wstrzymane', with the day and reason of each hold. */
export const getOnHoldInvestments = (page: number, signal?: AbortSignal) =>
  request('/investments/on-hold', { schema: onHoldInvestmentPageSchema, query: { page }, signal });

export const onHoldInvestmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: trackingKeys.onHold(page),
    queryFn: ({ signal }) => getOnHoldInvestments(page, signal),
    placeholderData: keepPreviousData,
  });

export const useOnHoldInvestments = (page: number) => useQuery(onHoldInvestmentsQueryOptions(page));
