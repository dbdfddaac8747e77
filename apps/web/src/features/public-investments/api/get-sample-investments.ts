import { sampleInvestmentsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { publicInvestmentKeys } from './query-keys';

/** GET /investment-samples: a few real investments with every detail (public). */
export const getSampleInvestments = (signal?: AbortSignal) =>
  request('/investment-samples', { schema: sampleInvestmentsSchema, signal, auth: 'none' });

export const sampleInvestmentsQueryOptions = () =>
  queryOptions({
    queryKey: publicInvestmentKeys.sampleInvestments,
    queryFn: ({ signal }) => getSampleInvestments(signal),
    staleTime: 600_000,
  });

export const useSampleInvestments = () => useQuery(sampleInvestmentsQueryOptions());
