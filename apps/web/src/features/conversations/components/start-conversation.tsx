import { type ConversationAvailability, startConversationSchema } from '@platform/shared';
import { Alert, Button, Card, Checkbox, Input, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { FileUpload } from '@/components/file-upload/file-upload';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import { useStartConversation } from '../api/start-conversation';

/** The first message of a contractor: text, the industries it is interested in, attachments (spec 5). */
export const StartConversation = ({
  orderId,
  availability,
}: {
  orderId: number;
  availability: ConversationAvailability;
}) => {
  const [text, setText] = useState('');
  const [industryIds, setIndustryIds] = useState<number[]>([]);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useStartConversation(orderId);
  const navigate = useNavigate();
  const onFiles = useCallback((f: UploadedFile[]) => setFiles(f), []);

  const submit = () => {
    const body = { text, industryIds, attachments: files.map((f) => f.uuid) };
    const parsed = startConversationSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    start.mutate(body, {
      onSuccess: (thread) => navigate(paths.messages.conversation.to(orderId, thread.id), { replace: true }),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Card title="Napisz wiadomość do zlecającego" data-testid="start-conversation">
      <Typography.Paragraph>Wybierz branże, którymi jesteś zainteresowany:</Typography.Paragraph>
      <Checkbox.Group
        value={industryIds}
        onChange={(v) => setIndustryIds(v as number[])}
        options={availability.orderIndustries.map((i) => ({ label: i.name, value: i.id }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 12 }}
      />
      <Input.TextArea
        aria-label="Treść wiadomości"
        placeholder="Treść wiadomości"
        autoSize={{ minRows: 4, maxRows: 10 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div style={{ marginTop: 8 }}>
        <FileUpload target="CONVERSATION" onChange={onFiles} onUploadingChange={setUploading} />
      </div>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 8 }} />}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" onClick={submit} loading={start.isPending} disabled={uploading}>
          Wyślij
        </Button>
      </Space>
    </Card>
  );
};
