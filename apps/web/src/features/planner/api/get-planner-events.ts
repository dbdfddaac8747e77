import { plannerEventsSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { plannerKeys } from './query-keys';

/** GET /planner/events: the user's dates between two days (YYYY-MM-DD, both included). */
export const getPlannerEvents = (from: string, to: string, signal?: AbortSignal) =>
  request('/planner/events', { schema: plannerEventsSchema, query: { from, to }, signal });

export const plannerEventsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: plannerKeys.events(from, to),
    queryFn: ({ signal }) => getPlannerEvents(from, to, signal),
    placeholderData: keepPreviousData,
  });

export const usePlannerEvents = (from: string, to: string) => useQuery(plannerEventsQueryOptions(from, to));
