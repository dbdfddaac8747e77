import { plannerFeedSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { plannerKeys } from './query-keys';

/** GET /planner/feed: whether the calendar address works (the address itself is shown only when made). */
export const getPlannerFeed = (signal?: AbortSignal) => request('/planner/feed', { schema: plannerFeedSchema, signal });

export const plannerFeedQueryOptions = () =>
  queryOptions({ queryKey: plannerKeys.feed, queryFn: ({ signal }) => getPlannerFeed(signal) });

export const usePlannerFeed = () => useQuery(plannerFeedQueryOptions());
