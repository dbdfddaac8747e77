import {
  CLAIM_LIMITS,
  CLAIM_MESSAGES,
  INVESTMENT_ROLES,
  type ParticipationClaimInput,
  participationClaimInputSchema,
  roleLabel,
  CLAIM_TEXTS as T,
} from '@platform/shared';
import { Button, Col, Form, InputNumber, Row, Select } from 'antd';
import { useCallback, useState } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';
import { InvestmentPicker } from '@/components/investment-picker';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import { useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { useDeclareParticipation } from '../api/declare-participation';
import { DayInput } from './day-input';
import { IndustryPicker } from './industry-picker';

type Values = Partial<ParticipationClaimInput>;
type Props = { investmentId?: number; onSent: () => void };

const ROLE_OPTIONS = INVESTMENT_ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
/** The server's answers that belong to a field. */
const FIELD_OF: Record<string, keyof Values> = {
  INVESTMENT_NOT_FOUND: 'investmentId',
  CLAIM_PENDING_EXISTS: 'investmentId',
  INVALID_REFERENCE: 'industryIds',
};

const NoteField = ({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string) => void }) => (
  <LimitedTextArea
    id={id}
    value={value ?? ''}
    onChange={(v) => onChange?.(v)}
    max={CLAIM_LIMITS.noteMax}
    tooLongMessage={CLAIM_MESSAGES.noteTooLong}
    rows={3}
  />
);

/** 'Dopisanie udziału': the investment, the company's role, industries, value, dates, evidence. */
export const ParticipationForm = ({ investmentId, onSent }: Props) => {
  const [form] = Form.useForm<Values>();
  const errors = useFieldErrors(form);
  const declare = useDeclareParticipation();
  const [evidence, setEvidence] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const values = Form.useWatch([], form) as Values | undefined;
  const dirty =
    !!evidence ||
    Object.entries(values ?? {}).some(
      ([k, v]) => k !== 'investmentId' && v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    );
  const guard = useUnsavedChanges(dirty);
  const onFiles = useCallback((files: UploadedFile[]) => setEvidence(files[0]?.uuid ?? null), []);

  const submit = () => {
    const raw = form.getFieldsValue();
    const result = validateWithSchema(participationClaimInputSchema, {
      ...raw,
      industryIds: raw.industryIds ?? [],
      evidenceUuid: evidence,
      note: raw.note || null,
    });
    if (!result.success) return errors.show(result.errors);
    declare.mutate(result.data, {
      onSuccess: () => {
        guard.markSaved();
        onSent();
      },
      onError: (error) => {
        if (!isApiError(error) || !error.code) return;
        if (error.code === 'CLAIM_EVIDENCE_NOT_OWN' || error.code === 'ATTACHMENT_NOT_UPLOADED')
          return notify.error(error.message);
        errors.show([{ name: [FIELD_OF[error.code] ?? 'investmentId'], errors: [error.message] }]);
      },
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ investmentId, note: '' }}
      onFinish={submit}
      onValuesChange={errors.clearChanged}
      data-testid="participation-form"
    >
      <Form.Item name="investmentId" label={T.investment}>
        <InvestmentPicker label={T.investment} placeholder={T.investmentPlaceholder} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="role" label={T.role}>
            <Select aria-label={T.role} options={ROLE_OPTIONS} placeholder="Wybierz rolę" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="valuePln" label={T.value}>
            <InputNumber aria-label={T.value} min={0} step={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="industryIds" label={T.industries}>
        <IndustryPicker label={T.industries} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="startDate" label={T.startDate}>
            <DayInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="endDate" label={T.endDate}>
            <DayInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={T.evidence} extra={T.evidenceHint}>
        <FileUpload target="ADDITIONAL" maxFiles={1} onChange={onFiles} onUploadingChange={setUploading} />
      </Form.Item>
      <Form.Item name="note" label={T.note}>
        <NoteField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={declare.isPending} disabled={uploading}>
        {T.submit}
      </Button>
    </Form>
  );
};
