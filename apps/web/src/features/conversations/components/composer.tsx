import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, sendMessageSchema } from '@platform/shared';
import { Alert, Button, Space } from 'antd';
import { useCallback, useState } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { errorMessage } from '@/lib/api-error';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import { useSendMessage } from '../api/send-message';

/** The reply box: text and attachments (the shared upload component); disabled on archived orders. */
export const Composer = ({ conversationId, disabled }: { conversationId: number; disabled: boolean }) => {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const send = useSendMessage(conversationId);
  const onFiles = useCallback((f: UploadedFile[]) => setFiles(f), []);
  useUnsavedChanges(text.trim() !== '' || files.length > 0);

  const submit = () => {
    const body = { text, attachments: files.map((f) => f.uuid) };
    const parsed = sendMessageSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? CONVERSATION_MESSAGES.textOrAttachments);
    setError(null);
    send.mutate(body, {
      onSuccess: () => {
        setText('');
        setFiles([]);
        setRound((r) => r + 1);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <div className="conv-composer" data-testid="composer">
      <LimitedTextArea
        id="composer-text"
        aria-label="Treść wiadomości"
        placeholder="Napisz wiadomość…"
        autoSize={{ minRows: 2, maxRows: 8 }}
        max={CONVERSATION_LIMITS.textMax}
        tooLongMessage={CONVERSATION_MESSAGES.textTooLong}
        value={text}
        disabled={disabled}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 8 }} />}
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }} wrap align="start">
        <div style={{ minWidth: 260 }}>
          <FileUpload
            key={round}
            target="CONVERSATION"
            onChange={onFiles}
            onUploadingChange={setUploading}
            disabled={disabled}
          />
        </div>
        <Button type="primary" onClick={submit} loading={send.isPending} disabled={disabled || uploading}>
          Wyślij
        </Button>
      </Space>
    </div>
  );
};
