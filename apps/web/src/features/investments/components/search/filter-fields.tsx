import { DatePicker, InputNumber } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** A labelled filter control of the panel. */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="investment-filters__field">
    <div className="investment-filters__label">{label}</div>
    {children}
  </div>
);

const day = (v: string | null) => (v ? dayjs(v) : null);

type DateProps = {
  label: string;
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
};

/** A range of days ('Od' / 'Do'), either end optional. */
export const DateRangeField = ({ label, from, to, onChange }: DateProps) => (
  <Field label={label}>
    <DatePicker.RangePicker
      aria-label={label}
      style={{ width: '100%' }}
      format="DD.MM.YYYY"
      placeholder={['Od', 'Do']}
      allowEmpty={[true, true]}
      value={[day(from), day(to)]}
      onChange={(v) => onChange(v?.[0]?.format('YYYY-MM-DD') ?? null, v?.[1]?.format('YYYY-MM-DD') ?? null)}
    />
  </Field>
);

type ValueProps = {
  from: number | null;
  to: number | null;
  onChange: (from: number | null, to: number | null) => void;
};

/** The value range in złoty (whole numbers). */
export const ValueRangeField = ({ from, to, onChange }: ValueProps) => (
  <Field label="Wartość (zł)">
    <div style={{ display: 'flex', gap: 8 }}>
      <InputNumber<number>
        aria-label="Wartość od"
        placeholder="Od"
        min={0}
        precision={0}
        value={from}
        onChange={(v) => onChange(v ?? null, to)}
        style={{ flex: 1 }}
      />
      <InputNumber<number>
        aria-label="Wartość do"
        placeholder="Do"
        min={0}
        precision={0}
        value={to}
        onChange={(v) => onChange(from, v ?? null)}
        style={{ flex: 1 }}
      />
    </div>
  </Field>
);
