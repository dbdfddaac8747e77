import { type RecommendationParams, recommendationPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { recommendationKeys } from './query-keys';

/** GET /orders/{id}/recommendations (spec 7): the order's industries, place and scope by default. */
export const getOrderRecommendations = (id: number, params: RecommendationParams, signal?: AbortSignal) =>
  request(`/orders/${id}/recommendations`, {
    schema: recommendationPageSchema,
    signal,
    query: params,
    failures: 'inline',
  });

export const orderRecommendationsQueryOptions = (id: number, params: RecommendationParams) =>
  queryOptions({
    queryKey: recommendationKeys.ofOrder(id, params),
    queryFn: ({ signal }) => getOrderRecommendations(id, params, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderRecommendations = (id: number, params: RecommendationParams, enabled: boolean) =>
  useQuery({ ...orderRecommendationsQueryOptions(id, params), enabled });
