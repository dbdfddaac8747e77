import { type AskQuestion, consultantQuestionSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { questionKeys } from './query-keys';

/** POST /consultant-questions: a new question to the consultants. */
export const askQuestion = (body: AskQuestion) =>
  request('/consultant-questions', { method: 'POST', body, schema: consultantQuestionSchema });

export const useAskQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
};
