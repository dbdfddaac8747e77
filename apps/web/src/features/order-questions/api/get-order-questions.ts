import { orderQuestionsSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderQuestionKeys } from './query-keys';

/** GET /orders/{id}/questions?page: the 'Pytania' tab as the caller may see it. */
export const getOrderQuestions = (orderId: number, page: number, signal?: AbortSignal) =>
  request(`/orders/${orderId}/questions?page=${page}`, { schema: orderQuestionsSchema, signal, failures: 'inline' });

export const orderQuestionsQueryOptions = (orderId: number, page: number) =>
  queryOptions({
    queryKey: orderQuestionKeys.page(orderId, page),
    queryFn: ({ signal }) => getOrderQuestions(orderId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderQuestions = (orderId: number, page: number) => useQuery(orderQuestionsQueryOptions(orderId, page));
