import { askQuestionBodySchema, ORDER_QUESTION_MAX, ORDER_QUESTION_MESSAGES } from '@platform/shared';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAskQuestion } from '../api/ask-question';

/** The contractor's question: checked with the shared schema, its company never shown to others. */
export const AskQuestionForm = ({ orderId }: { orderId: number }) => {
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useAskQuestion(orderId);
  useUnsavedChanges(question.trim() !== '');
  const submit = async () => {
    const parsed = askQuestionBodySchema.safeParse({ question });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      await ask.mutateAsync(parsed.data.question);
      setQuestion('');
      notify.success('Pytanie zostało wysłane do zleceniodawcy.');
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : 'Nie udało się wysłać pytania.';
      setError(message);
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item
        validateStatus={error ? 'error' : undefined}
        help={error}
        label="Zadaj pytanie do zlecenia"
        extra={
          <Typography.Text type="secondary">Zleceniodawca nie pokaże innym firmom, kto zadał pytanie.</Typography.Text>
        }
      >
        <LimitedTextArea
          aria-label="Treść pytania"
          data-testid="question-text"
          value={question}
          max={ORDER_QUESTION_MAX}
          tooLongMessage={ORDER_QUESTION_MESSAGES.questionTooLong}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(value) => {
            setQuestion(value);
            setError(null);
          }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={ask.isPending} data-testid="question-submit">
        Wyślij pytanie
      </Button>
    </Form>
  );
};
