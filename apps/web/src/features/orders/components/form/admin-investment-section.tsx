import { DEBOUNCE, INVESTMENT_CHARACTER_LABELS, type OrderInvestment } from '@platform/shared';
import { Checkbox, Form, InputNumber, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { FormSection } from '@/components/form-section';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInvestment } from '@/lib/investments/get-investment';
import { CompanyPicker } from './company-picker';

type Props = { locked: boolean; companyName?: string; onInvestment: (investment: OrderInvestment | null) => void };

/**
 * Staff (not temporary access, spec 5): the investment id as a number (debounced 1000 ms), the
 * requester company by autocomplete, and notify-contacts (default on for private investments).
 */
export const AdminInvestmentSection = ({ locked, companyName, onInvestment }: Props) => {
  const form = Form.useFormInstance();
  const typedId = Form.useWatch('investmentId', form) as number | null;
  const id = useDebouncedValue(typedId, DEBOUNCE.adminInvestmentId);
  const investment = useInvestment(id ?? null);
  const notifyTouched = useRef(false);

  useEffect(() => {
    onInvestment(investment.data ?? null);
    if (investment.data && !notifyTouched.current && !locked)
      form.setFieldValue('notifyContacts', investment.data.character === 'PRIVATE');
  }, [investment.data, onInvestment, form, locked]);

  return (
    <FormSection title="Inwestycja" testId="section-investment">
      <Form.Item name="investmentId" label="ID inwestycji">
        <InputNumber min={1} precision={0} disabled={locked} style={{ width: 200 }} aria-label="ID inwestycji" />
      </Form.Item>
      {investment.data && (
        <Typography.Paragraph data-testid="admin-investment-name">
          {investment.data.name} ({INVESTMENT_CHARACTER_LABELS[investment.data.character]})
        </Typography.Paragraph>
      )}
      {investment.isError && <Typography.Paragraph type="danger">Nie znaleziono inwestycji.</Typography.Paragraph>}
      <Form.Item name="companyId" label="Firma zlecająca">
        <CompanyPicker disabled={locked} initialText={companyName} />
      </Form.Item>
      <Form.Item name="notifyContacts" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox onChange={() => (notifyTouched.current = true)}>Powiadom osoby kontaktowe o zleceniu</Checkbox>
      </Form.Item>
    </FormSection>
  );
};
