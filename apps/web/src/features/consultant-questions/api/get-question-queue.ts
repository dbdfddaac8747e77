import { consultantQuestionPageSchema, type QuestionStatus } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { questionKeys } from './query-keys';

/** GET /admin/consultant-questions: the staff queue, open questions first. */
export const getQuestionQueue = (page: number, status: QuestionStatus | undefined, signal?: AbortSignal) =>
  request('/admin/consultant-questions', {
    schema: consultantQuestionPageSchema,
    query: { page, status },
    signal,
  });

export const questionQueueQueryOptions = (page: number, status: QuestionStatus | undefined) =>
  queryOptions({
    queryKey: questionKeys.queue(page, status),
    queryFn: ({ signal }) => getQuestionQueue(page, status, signal),
    placeholderData: keepPreviousData,
  });

export const useQuestionQueue = (page: number, status: QuestionStatus | undefined) =>
  useQuery(questionQueueQueryOptions(page, status));
