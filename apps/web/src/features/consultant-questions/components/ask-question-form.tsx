import {
  askQuestionSchema,
  QUESTION_ABOUT,
  QUESTION_ABOUT_LABELS,
  QUESTION_BODY_MAX,
  QUESTION_MESSAGES,
  QUESTION_TEXTS as T,
} from '@platform/shared';
import { Button, Form, Input, InputNumber, Segmented } from 'antd';
import { useState } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import { useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { useAskQuestion } from '../api/ask-question';

type Values = { about: (typeof QUESTION_ABOUT)[number]; subjectId: number | null; subject: string; body: string };
const EMPTY: Values = { about: 'INVESTMENT', subjectId: null, subject: '', body: '' };

/** 'Zadaj pytanie': about an investment or an order (its number), a subject, the text and files. */
export const AskQuestionForm = ({ onSent }: { onSent?: () => void }) => {
  const [form] = Form.useForm<Values>();
  const errors = useFieldErrors(form);
  const ask = useAskQuestion();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const { markSaved } = useUnsavedChanges(dirty);
  const body = Form.useWatch('body', form) ?? '';

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const parsed = validateWithSchema(askQuestionSchema, { ...values, attachments: files.map((f) => f.uuid) });
    if (!parsed.success) return errors.show(parsed.errors);
    try {
      await ask.mutateAsync(parsed.data);
      markSaved();
      notify.success(T.sent);
      form.resetFields();
      setFiles([]);
      setDirty(false);
      setFormKey((k) => k + 1);
      onSent?.();
    } catch (error) {
      if (isApiError(error) && error.code === 'QUESTION_SUBJECT_NOT_FOUND') {
        errors.show([{ name: ['subjectId'], errors: [error.message] }]);
      } else if (isApiError(error)) notify.error(error.message, error.requestId);
    }
  };

  return (
    <Form
      key={formKey}
      form={form}
      layout="vertical"
      initialValues={EMPTY}
      onFinish={() => void submit()}
      onValuesChange={(changed) => {
        setDirty(true);
        errors.clearChanged(changed);
      }}
      data-testid="ask-question-form"
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="about" label={T.about}>
        <Segmented options={QUESTION_ABOUT.map((value) => ({ value, label: QUESTION_ABOUT_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        name="subjectId"
        label={T.subjectId}
        extra="Numer znajdziesz w adresie strony inwestycji lub zlecenia."
      >
        <InputNumber min={1} precision={0} style={{ width: 200 }} data-testid="question-subject-id" />
      </Form.Item>
      <Form.Item name="subject" label={T.subject}>
        <Input data-testid="question-subject" />
      </Form.Item>
      <Form.Item name="body" label={T.body}>
        <LimitedTextArea
          value={body}
          onChange={(value) => form.setFieldValue('body', value)}
          max={QUESTION_BODY_MAX}
          tooLongMessage={QUESTION_MESSAGES.bodyTooLong}
          autoSize={{ minRows: 4, maxRows: 12 }}
          data-testid="question-body"
        />
      </Form.Item>
      <Form.Item label={T.attachments}>
        <FileUpload target="ADDITIONAL" onChange={setFiles} onUploadingChange={setUploading} maxFiles={10} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={ask.isPending} disabled={uploading} data-testid="question-send">
        {T.send}
      </Button>
    </Form>
  );
};
