import {
  type ConsultantQuestion,
  QUESTION_ABOUT_LABELS,
  QUESTION_STATUS_LABELS,
  QUESTION_TEXTS as T,
} from '@platform/shared';
import { Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format';

const subjectLink = (q: ConsultantQuestion) =>
  q.about === 'ORDER' ? paths.orders.view.to(q.subjectId) : paths.investment.to(q.subjectId);

/** One question: what it is about, its text and files, and the answer or 'waiting'. */
export const QuestionCard = ({
  question: q,
  showAsker = false,
  children,
}: {
  question: ConsultantQuestion;
  showAsker?: boolean;
  /** below the question (the staff's answer form) */
  children?: ReactNode;
}) => (
  <Card size="small" data-testid="question-card" style={{ marginBottom: 12 }}>
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap size={[8, 4]} style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{q.subject}</Typography.Text>
        <Tag color={q.status === 'OPEN' ? 'gold' : 'green'} data-testid="question-status">
          {QUESTION_STATUS_LABELS[q.status]}
        </Tag>
      </Space>
      <Typography.Text type="secondary">
        {T.about}: {QUESTION_ABOUT_LABELS[q.about]}{' '}
        <Link to={subjectLink(q)}>{q.subjectName || `#${q.subjectId}`}</Link> · {formatMoment(q.askedAt)}
      </Typography.Text>
      {showAsker && (
        <Typography.Text type="secondary" data-testid="question-asker">
          {T.askedBy}: {q.asker.name}
          {q.asker.companyName ? ` (${q.asker.companyName})` : ''}
        </Typography.Text>
      )}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{q.body}</Typography.Paragraph>
      {q.attachments.length > 0 && (
        <Space wrap size={[12, 4]}>
          <Typography.Text type="secondary">{T.attachments}:</Typography.Text>
          {q.attachments.map((a) => (
            <a key={a.uuid} href={a.url} target="_blank" rel="noreferrer">
              {a.attachmentName}
            </a>
          ))}
        </Space>
      )}
      {q.answer ? (
        <Card
          size="small"
          type="inner"
          data-testid="question-answer"
          title={`${T.answer}${q.answeredBy ? ` (${q.answeredBy}, ${formatMoment(q.answeredAt)})` : ''}`}
        >
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{q.answer}</Typography.Paragraph>
        </Card>
      ) : (
        !children && <Typography.Text type="secondary">{T.waiting}</Typography.Text>
      )}
      {children}
    </Space>
  </Card>
);
