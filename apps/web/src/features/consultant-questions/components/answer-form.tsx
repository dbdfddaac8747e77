import { answerQuestionSchema, QUESTION_ANSWER_MAX, QUESTION_MESSAGES, QUESTION_TEXTS as T } from '@platform/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useAnswerQuestion } from '../api/answer-question';

/** The staff's answer to one open question; sent once, the asker gets an e-mail. */
export const AnswerForm = ({ questionId }: { questionId: number }) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerQuestion();
  const { markSaved } = useUnsavedChanges(text.trim() !== '');
  const submit = async () => {
    const parsed = answerQuestionSchema.safeParse({ answer: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      await answer.mutateAsync({ questionId, answer: parsed.data.answer });
      markSaved();
      notify.success(T.answered);
    } catch (e) {
      if (isApiError(e)) notify.error(e.message, e.requestId);
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()} data-testid="answer-form">
      <Form.Item
        label={T.answer}
        htmlFor={`answer-${questionId}`}
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ marginBottom: 8 }}
      >
        <LimitedTextArea
          id={`answer-${questionId}`}
          value={text}
          max={QUESTION_ANSWER_MAX}
          tooLongMessage={QUESTION_MESSAGES.answerTooLong}
          autoSize={{ minRows: 3, maxRows: 10 }}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          data-testid="answer-text"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={answer.isPending} data-testid="answer-send">
        {T.answerSend}
      </Button>
    </Form>
  );
};
