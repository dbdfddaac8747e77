import {
  INVESTMENT_TRACKING_MESSAGES as M,
  ON_HOLD_STAGE_NAMES,
  type StageChangeBody,
  STAGE_PANEL_TEXTS as T,
  warsawDay,
} from '@platform/shared';
import { Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useRecordStageChange } from '../api/record-stage-change';
import { DayInput } from './day-input';

type Values = { stageId?: number; changedOn: string; source: string; note: string; holdReason: string };

/** The stage changes panel's form: the new stage, its day, the source, a note, and the reason of a hold. */
export const StageChangeForm = ({
  investmentId,
  currentStageId,
}: {
  investmentId: number;
  currentStageId: number | null;
}) => {
  const [form] = Form.useForm<Values>();
  const stages = useReferenceLists().data?.stages ?? [];
  const record = useRecordStageChange(investmentId);
  const [dirty, setDirty] = useState(false);
  const { markSaved } = useUnsavedChanges(dirty);
  const stageId = Form.useWatch('stageId', form);
  const held = ON_HOLD_STAGE_NAMES.includes(stages.find((s) => s.id === stageId)?.name ?? '');
  const initial: Values = { changedOn: warsawDay(new Date()), source: '', note: '', holdReason: '' };

  const submit = (values: Values) => {
    const body: StageChangeBody = {
      stageId: values.stageId ?? 0,
      changedOn: values.changedOn,
      source: values.source,
      note: values.note || null,
      holdReason: held ? values.holdReason : null,
    };
    record.mutate(body, {
      onSuccess: () => {
        markSaved();
        setDirty(false);
        form.resetFields();
        notify.success('Zapisano zmianę etapu.');
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <Card size="small" title={T.record} data-testid="stage-change-form">
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item name="stageId" label="Nowy etap" rules={[{ required: true, message: M.badStage }]}>
          <Select
            placeholder="Wybierz etap"
            options={stages.map((s) => ({ value: s.id, label: s.name, disabled: s.id === currentStageId }))}
          />
        </Form.Item>
        <Form.Item
          name="changedOn"
          label="Data zmiany"
          rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: M.badDate }]}
        >
          <DayInput />
        </Form.Item>
        <Form.Item
          name="source"
          label="Źródło"
          rules={[{ required: true, whitespace: true, message: M.sourceRequired }]}
        >
          <Input placeholder="np. BIP gminy, rozmowa z inwestorem" maxLength={300} />
        </Form.Item>
        {held && (
          <Form.Item
            name="holdReason"
            label="Powód wstrzymania"
            rules={[{ required: true, whitespace: true, message: M.holdReasonRequired }]}
          >
            <LimitedTextArea
              value=""
              onChange={() => {}}
              max={2000}
              tooLongMessage={M.textTooLong}
              autoSize={{ minRows: 2 }}
            />
          </Form.Item>
        )}
        <Form.Item name="note" label="Notatka">
          <LimitedTextArea
            value=""
            onChange={() => {}}
            max={2000}
            tooLongMessage={M.textTooLong}
            autoSize={{ minRows: 2 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={record.isPending}>
          {T.record}
        </Button>
      </Form>
    </Card>
  );
};
