import { investmentHistorySchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** GET /investments/{id}/history: the stage history and the change log. */
export const getInvestmentHistory = (id: number, signal?: AbortSignal) =>
  request(`/investments/${id}/history`, { schema: investmentHistorySchema, signal });

export const investmentHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: trackingKeys.history(id), queryFn: ({ signal }) => getInvestmentHistory(id, signal) });

export const useInvestmentHistory = (id: number, enabled = true) =>
  useQuery({ ...investmentHistoryQueryOptions(id), enabled: enabled && id > 0 });
