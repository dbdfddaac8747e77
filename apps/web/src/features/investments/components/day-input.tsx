import { DatePicker } from 'antd';
import dayjs from 'dayjs';

type Props = { id?: string; value?: string; onChange?: (value: string) => void };

/** A calendar day shown as DD.MM.YYYY and kept as 'YYYY-MM-DD' ('' when empty), as the contract wants. */
export const DayInput = ({ id, value, onChange }: Props) => (
  <DatePicker
    id={id}
    format="DD.MM.YYYY"
    value={value ? dayjs(value) : null}
    onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : '')}
    style={{ width: '100%', maxWidth: 220 }}
  />
);
