import { consultantQuestionSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { questionKeys } from './query-keys';

/** POST /admin/consultant-questions/{id}/answer: staff answer; the asker is e-mailed. */
export const answerQuestion = (questionId: number, answer: string) =>
  request(`/admin/consultant-questions/${questionId}/answer`, {
    method: 'POST',
    body: { answer },
    schema: consultantQuestionSchema,
  });

export const useAnswerQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: string }) => answerQuestion(questionId, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
};
