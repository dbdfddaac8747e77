import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { ScopeField } from './scope-fields';

type Props = { from: string | null; to: string | null; onChange: (from: string | null, to: string | null) => void };

/** The period as whole months; empty means the last 24 months (the reports' default). */
export const PeriodPicker = ({ from, to, onChange }: Props) => (
  <ScopeField label="Okres (miesiące)">
    <DatePicker.RangePicker
      aria-label="Okres (miesiące)"
      picker="month"
      allowEmpty={[true, true]}
      placeholder={['Od', 'Do']}
      value={[from ? dayjs(`${from}-01`) : null, to ? dayjs(`${to}-01`) : null]}
      onChange={(range) => onChange(range?.[0]?.format('YYYY-MM') ?? null, range?.[1]?.format('YYYY-MM') ?? null)}
    />
  </ScopeField>
);
