import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';

type Props = { id?: string; value?: string | null; onChange?: (value: string | null) => void };

/** A moment: shown in local time, kept as ISO 8601 (UTC) as the contract wants. */
export const DateTimeInput = ({ id, value, onChange }: Props) => (
  <DatePicker
    id={id}
    showTime={{ format: 'HH:mm' }}
    format="DD.MM.YYYY HH:mm"
    value={value ? dayjs(value) : null}
    onChange={(d) => onChange?.(d ? d.second(0).millisecond(0).toISOString() : null)}
    style={{ width: '100%', maxWidth: 260 }}
  />
);

/** A calendar day, kept as 'YYYY-MM-DD'. */
export const DateInput = ({ id, value, onChange }: Props) => (
  <DatePicker
    id={id}
    format="DD.MM.YYYY"
    value={value ? dayjs(value) : null}
    onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
    style={{ width: '100%', maxWidth: 200 }}
  />
);

/** A time of day, kept as 'HH:mm'. */
export const TimeInput = ({ id, value, onChange }: Props) => (
  <TimePicker
    id={id}
    format="HH:mm"
    minuteStep={5}
    value={value ? dayjs(`2000-01-01T${value}`) : null}
    onChange={(d) => onChange?.(d ? d.format('HH:mm') : null)}
    style={{ width: '100%', maxWidth: 170 }}
  />
);
