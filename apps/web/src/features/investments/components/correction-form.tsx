import {
  type InvestmentCorrectionBody,
  INVESTMENT_TRACKING_MESSAGES as M,
  type OrderInvestment,
  STAGE_PANEL_TEXTS as T,
} from '@platform/shared';
import { Button, Card, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useCorrectInvestment } from '../api/correct-investment';
import { DayInput } from './day-input';

type Values = { name: string; description: string; value: number | null; startDate: string; endDate: string };

const valuesOf = (inv: OrderInvestment): Values => ({
  name: inv.name,
  description: inv.description ?? '',
  value: inv.value,
  startDate: inv.startDate ?? '',
  endDate: inv.endDate ?? '',
});

/** Only the fields that differ from the investment go to the server (the change log keeps them). */
const changed = (before: Values, after: Values): InvestmentCorrectionBody => {
  const body: InvestmentCorrectionBody = {};
  if (after.name !== before.name) body.name = after.name;
  if (after.description !== before.description) body.description = after.description || null;
  if (after.value !== before.value) body.value = after.value;
  if (after.startDate !== before.startDate) body.startDate = after.startDate || null;
  if (after.endDate !== before.endDate) body.endDate = after.endDate || null;
  return body;
};

/** 'Popraw dane': the investment's name, description, value and dates. */
export const CorrectionForm = ({ investment }: { investment: OrderInvestment }) => {
  const [form] = Form.useForm<Values>();
  const correct = useCorrectInvestment(investment.id);
  const initial = valuesOf(investment);
  const [dirty, setDirty] = useState(false);
  const { markSaved } = useUnsavedChanges(dirty);
  const submit = (values: Values) =>
    correct.mutate(changed(initial, values), {
      onSuccess: () => {
        markSaved();
        setDirty(false);
        notify.success('Zapisano poprawki danych inwestycji.');
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <Card size="small" title={T.correct} style={{ marginTop: 16 }}>
      <Form
        key={investment.id}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item
          name="name"
          label="Nazwa"
          rules={[{ required: true, whitespace: true, message: 'Podaj nazwę inwestycji.' }]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="value" label="Wartość (zł)">
          <InputNumber<number>
            min={0}
            style={{ width: '100%', maxWidth: 280 }}
            formatter={(v) => (v === undefined || v === null ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ' '))}
            parser={(v) => Number((v ?? '').replace(/\s/g, ''))}
          />
        </Form.Item>
        <Form.Item name="startDate" label="Data rozpoczęcia">
          <DayInput />
        </Form.Item>
        <Form.Item name="endDate" label="Data zakończenia">
          <DayInput />
        </Form.Item>
        <Form.Item name="description" label="Opis">
          <LimitedTextArea
            value=""
            onChange={() => {}}
            max={2000}
            tooLongMessage={M.textTooLong}
            autoSize={{ minRows: 3 }}
          />
        </Form.Item>
        <Button htmlType="submit" loading={correct.isPending} disabled={!dirty}>
          {T.correct}
        </Button>
      </Form>
    </Card>
  );
};
