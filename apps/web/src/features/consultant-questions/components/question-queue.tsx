import { QUESTION_FILTER_LABELS, QUESTION_STATUSES, type QuestionStatus, QUESTION_TEXTS as T } from '@platform/shared';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useQuestionQueue } from '../api/get-question-queue';
import { AnswerForm } from './answer-form';
import { QuestionCard } from './question-card';
import { QuestionList } from './question-list';

type Filter = QuestionStatus | 'ALL';

/** The staff queue: open questions first (oldest first), each open one with its answer form. */
export const QuestionQueue = () => {
  const [filter, setFilter] = useState<Filter>('OPEN');
  const [page, setPage] = useState(0);
  const queue = useQuestionQueue(page, filter === 'ALL' ? undefined : filter);
  return (
    <>
      <Segmented<Filter>
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(0);
        }}
        options={[
          ...QUESTION_STATUSES.map((value) => ({ value, label: QUESTION_FILTER_LABELS[value] })),
          { value: 'ALL' as const, label: T.allStatuses },
        ]}
        data-testid="queue-filter"
      />
      <QuestionList
        data={queue.data}
        error={queue.error}
        loading={queue.isFetching}
        empty={T.queueEmpty}
        page={page}
        onPage={setPage}
        renderItem={(q) => (
          <QuestionCard key={q.id} question={q} showAsker>
            {q.status === 'OPEN' && <AnswerForm questionId={q.id} />}
          </QuestionCard>
        )}
      />
    </>
  );
};
