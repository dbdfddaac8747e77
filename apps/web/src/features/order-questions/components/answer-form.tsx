import {
  answerQuestionBodySchema,
  ORDER_ANSWER_MAX,
  ORDER_QUESTION_MESSAGES,
  type OrderAnswerVisibility,
} from '@platform/shared';
import { Button, Form, Radio } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAnswerQuestion } from '../api/answer-question';

/** The requester's answer: public (everyone who sees the order, invitees e-mailed) or private (the asker only). */
export const AnswerForm = ({ orderId, questionId }: { orderId: number; questionId: number }) => {
  const [answer, setAnswer] = useState('');
  const [visibility, setVisibility] = useState<OrderAnswerVisibility>('PUBLIC');
  const [error, setError] = useState<string | null>(null);
  const save = useAnswerQuestion(orderId, questionId);
  useUnsavedChanges(answer.trim() !== '');
  const submit = async () => {
    const parsed = answerQuestionBodySchema.safeParse({ answer, visibility });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      await save.mutateAsync(parsed.data);
      setAnswer('');
      notify.success(
        visibility === 'PUBLIC' ? 'Odpowiedź została opublikowana.' : 'Odpowiedź została wysłana pytającemu.',
      );
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : 'Nie udało się zapisać odpowiedzi.';
      setError(message);
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()} data-testid={`answer-form-${questionId}`}>
      <Form.Item
        label="Odpowiedź"
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ marginBottom: 8 }}
      >
        <LimitedTextArea
          aria-label="Treść odpowiedzi"
          data-testid="answer-text"
          value={answer}
          max={ORDER_ANSWER_MAX}
          tooLongMessage={ORDER_QUESTION_MESSAGES.answerTooLong}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(value) => {
            setAnswer(value);
            setError(null);
          }}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Radio.Group value={visibility} onChange={(e) => setVisibility(e.target.value)} data-testid="answer-visibility">
          <Radio value="PUBLIC">Publicznie – widoczna dla wszystkich firm, bez nazwy pytającego</Radio>
          <Radio value="PRIVATE">Prywatnie – tylko dla firmy, która zapytała</Radio>
        </Radio.Group>
      </Form.Item>
      <Button type="primary" size="small" htmlType="submit" loading={save.isPending} data-testid="answer-submit">
        Odpowiedz
      </Button>
    </Form>
  );
};
