import { Card, Empty, Pagination, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { formatDay } from '@/lib/format';
import { useOrderQuestions } from '../api/get-order-questions';
import { AskQuestionForm } from './ask-question-form';
import { QuestionDeadlineForm } from './question-deadline-form';
import { QuestionItem } from './question-item';

/**
 * 'Pytania' on the order card: public answers for everyone who sees the order, a contractor's own
 * questions, and for the requester every question with its asker, the answer forms and the deadline.
 */
export const QuestionsTab = ({ orderId, offerDeadlineTo }: { orderId: number; offerDeadlineTo: string | null }) => {
  const [page, setPage] = useState(0);
  const query = useOrderQuestions(orderId, page);
  if (query.isError) return <ErrorAlert error={query.error} title="Nie udało się wczytać pytań do zlecenia." />;
  const tab = query.data;
  if (!tab) return <Spin style={{ display: 'block', margin: 32 }} />;
  const deadline = tab.questionDeadline ? formatDay(tab.questionDeadline) : null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="questions-tab">
      <Card size="small">
        {tab.canAnswer ? (
          <QuestionDeadlineForm orderId={orderId} current={tab.questionDeadline} offerDeadlineTo={offerDeadlineTo} />
        ) : (
          <Typography.Text data-testid="question-deadline">
            {deadline === null
              ? 'Pytania można zadawać do terminu składania ofert.'
              : tab.open
                ? `Pytania można zadawać do ${deadline} włącznie.`
                : `Termin zadawania pytań minął ${deadline}.`}
          </Typography.Text>
        )}
        {tab.canAsk && (
          <div style={{ marginTop: 12 }}>
            <AskQuestionForm orderId={orderId} />
          </div>
        )}
      </Card>
      {tab.questions.content.length === 0 ? (
        <Empty description="Nie ma jeszcze pytań z odpowiedziami do tego zlecenia." />
      ) : (
        tab.questions.content.map((q) => (
          <QuestionItem key={q.id} orderId={orderId} question={q} canAnswer={tab.canAnswer} />
        ))
      )}
      {tab.questions.totalPages > 1 && (
        <Pagination
          current={page + 1}
          pageSize={tab.questions.size}
          total={tab.questions.totalElements}
          showSizeChanger={false}
          onChange={(p) => setPage(p - 1)}
        />
      )}
    </Space>
  );
};
