import {
  EMAIL_STATUS_LABELS,
  EMAIL_STATUSES,
  type EmailStatus,
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
} from '@platform/shared';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { AdminEmailFilters } from './email-filters-model';

type Props = {
  /** Typed text of the two text filters (debounced by the page before the call). */
  value: AdminEmailFilters;
  onChange: (patch: AdminEmailFilters) => void;
  onClear: () => void;
};

const kindOptions = NOTIFICATION_KIND_LIST.map((kind) => ({ value: kind, label: NOTIFICATION_KINDS[kind].label }));
const statusOptions = EMAIL_STATUSES.map((status) => ({ value: status, label: EMAIL_STATUS_LABELS[status] }));
const day = (v: string | undefined) => (v ? dayjs(v) : null);

/** Filters of /emaile: search, kind, status, recipient and period (Polish calendar days). */
export const EmailFilters = ({ value, onChange, onClear }: Props) => (
  <div className="email-filters">
    <Input.Search
      aria-label="Szukaj w temacie lub adresie"
      placeholder="Szukaj w temacie lub adresie"
      allowClear
      value={value.search ?? ''}
      onChange={(e) => onChange({ search: e.target.value })}
    />
    <Select
      aria-label="Rodzaj"
      placeholder="Rodzaj"
      allowClear
      options={kindOptions}
      value={value.kind}
      onChange={(kind?: string) => onChange({ kind })}
      popupMatchSelectWidth={false}
    />
    <Select
      aria-label="Status"
      placeholder="Status"
      allowClear
      options={statusOptions}
      value={value.status}
      onChange={(status?: EmailStatus) => onChange({ status })}
    />
    <Input
      aria-label="Odbiorca"
      placeholder="Odbiorca (adres e-mail)"
      allowClear
      value={value.recipient ?? ''}
      onChange={(e) => onChange({ recipient: e.target.value })}
    />
    <DatePicker.RangePicker
      aria-label="Okres"
      placeholder={['Od dnia', 'Do dnia']}
      format="DD.MM.YYYY"
      value={[day(value.from), day(value.to)]}
      allowEmpty={[true, true]}
      onChange={(v) => onChange({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
    />
    <Button onClick={onClear}>Wyczyść filtry</Button>
  </div>
);
