import { noteBodySchema, OFFER_MESSAGES, ORDER_OFFER_LIMITS } from '@platform/shared';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';

type Props = {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** A note's text, checked with the shared rule ('Notatka nie może być pusta.') before it is sent. */
export const NoteEditor = ({ initial = '', submitLabel, pending, onSubmit, onCancel }: Props) => {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(text.trim() !== initial.trim());
  const submit = async () => {
    const parsed = noteBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await onSubmit(parsed.data.text);
      setText('');
    } catch {
      // the mutation shows its toast; the text stays for another try
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 8 }}>
        <LimitedTextArea
          aria-label="Treść notatki"
          data-testid="note-text"
          value={text}
          max={ORDER_OFFER_LIMITS.noteMax}
          tooLongMessage={OFFER_MESSAGES.noteTooLong}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
      </Form.Item>
      <Space>
        <Button htmlType="submit" type="primary" size="small" loading={pending} data-testid="note-save">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            Anuluj
          </Button>
        )}
      </Space>
    </Form>
  );
};
