import type { QuestionStatus } from '@platform/shared';

/** Query keys of 'Pytania'; asking or answering invalidates `questionKeys.all`. */
export const questionKeys = {
  all: ['consultant-questions'] as const,
  mine: (page: number) => ['consultant-questions', 'mine', page] as const,
  queue: (page: number, status: QuestionStatus | undefined) =>
    ['consultant-questions', 'queue', page, status ?? 'ALL'] as const,
};
