import { consultantQuestionPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { questionKeys } from './query-keys';

/** GET /consultant-questions/mine: the user's questions with their status and answers. */
export const getMyQuestions = (page: number, signal?: AbortSignal) =>
  request('/consultant-questions/mine', { schema: consultantQuestionPageSchema, query: { page }, signal });

export const myQuestionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: questionKeys.mine(page),
    queryFn: ({ signal }) => getMyQuestions(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyQuestions = (page: number) => useQuery(myQuestionsQueryOptions(page));
