import { DatePicker } from 'antd';
import dayjs from 'dayjs';

type Props = { id?: string; value?: string | null; onChange?: (value: string | null) => void };

/** A calendar day, kept as 'YYYY-MM-DD' as the contract wants. */
export const DayInput = ({ id, value, onChange }: Props) => (
  <DatePicker
    id={id}
    format="DD.MM.YYYY"
    value={value ? dayjs(value) : null}
    onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
    style={{ width: '100%' }}
  />
);
