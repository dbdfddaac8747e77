import type { OrderQuestion } from '@platform/shared';
import { Card, Space, Tag, Typography, theme } from 'antd';
import { formatMoment } from '@/lib/format';
import { AnswerForm } from './answer-form';

/** One question with its answer; the requester answers an open one in place. */
export const QuestionItem = ({
  orderId,
  question: q,
  canAnswer,
}: {
  orderId: number;
  question: OrderQuestion;
  canAnswer: boolean;
}) => {
  const { token } = theme.useToken();
  return (
    <Card size="small" data-testid="order-question">
      <Space size={6} wrap style={{ marginBottom: 4 }}>
        <Typography.Text type="secondary">Pytanie z {formatMoment(q.askedAt)}</Typography.Text>
        {q.mine && <Tag color="blue">Pytanie Twojej firmy</Tag>}
        {q.askerCompany && (
          <Tag data-testid="question-asker" style={{ whiteSpace: 'normal' }}>
            {q.askerCompany.name}
          </Tag>
        )}
      </Space>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }} strong>
        {q.question}
      </Typography.Paragraph>
      {q.answer !== null ? (
        <div data-testid="question-answer" style={{ borderLeft: `3px solid ${token.colorPrimary}`, paddingLeft: 12 }}>
          <Space size={6} wrap>
            <Typography.Text type="secondary">Odpowiedź zleceniodawcy, {formatMoment(q.answeredAt)}</Typography.Text>
            <Tag color={q.visibility === 'PUBLIC' ? 'green' : 'default'}>
              {q.visibility === 'PUBLIC' ? 'publiczna' : 'prywatna'}
            </Tag>
          </Space>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{q.answer}</Typography.Paragraph>
        </div>
      ) : canAnswer ? (
        <AnswerForm orderId={orderId} questionId={q.id} />
      ) : (
        <Typography.Text type="secondary">Czeka na odpowiedź zleceniodawcy.</Typography.Text>
      )}
    </Card>
  );
};
