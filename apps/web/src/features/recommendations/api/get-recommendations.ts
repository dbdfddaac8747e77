import { type RecommendationParams, recommendationPageSchema } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { recommendationKeys } from './query-keys';

/** GET /recommendations (spec 7): the add-order form's search, by its industries and its investment's place. */
export const getRecommendations = (params: RecommendationParams, signal?: AbortSignal) =>
  request('/recommendations', { schema: recommendationPageSchema, signal, query: params, failures: 'inline' });

export const useRecommendations = (params: RecommendationParams, enabled: boolean) =>
  useQuery({
    queryKey: recommendationKeys.search(params),
    queryFn: ({ signal }) => getRecommendations(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
