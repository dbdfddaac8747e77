import { investmentFollowSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** GET /investments/{id}/follow: whether I watch the investment, and my note. */
export const getInvestmentFollow = (id: number, signal?: AbortSignal) =>
  request(`/investments/${id}/follow`, { schema: investmentFollowSchema, signal });

export const investmentFollowQueryOptions = (id: number) =>
  queryOptions({ queryKey: trackingKeys.follow(id), queryFn: ({ signal }) => getInvestmentFollow(id, signal) });

export const useInvestmentFollow = (id: number) => useQuery(investmentFollowQueryOptions(id));
