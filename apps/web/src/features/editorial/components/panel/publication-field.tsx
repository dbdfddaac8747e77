import { Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDayTime } from '@/lib/editorial/format';
import { DateTimeInput } from './date-inputs';

type Mode = 'draft' | 'now' | 'schedule';
type Props = { id?: string; value?: string | null; onChange?: (value: string | null) => void };

/** A sensible first proposal for a scheduled publication: tomorrow, 9:00. */
const tomorrowAtNine = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return d.toISOString();
};

const modeOf = (value: string | null | undefined): Mode =>
  !value ? 'draft' : new Date(value) > new Date() ? 'schedule' : 'now';

/**
 * Draft (no date), published (a moment that has come) or scheduled (a future moment): the entry
 * appears on the public pages by itself when that moment comes.
 */
export const PublicationField = ({ id, value, onChange }: Props) => {
  const [mode, setMode] = useState<Mode>(() => modeOf(value));
  const [wasPublished] = useState(() => modeOf(value) === 'now');
  const choose = (next: Mode) => {
    setMode(next);
    if (next === 'draft') onChange?.(null);
    if (next === 'now') onChange?.(value && modeOf(value) === 'now' ? value : new Date().toISOString());
    if (next === 'schedule') onChange?.(value && modeOf(value) === 'schedule' ? value : tomorrowAtNine());
  };
  return (
    <Space direction="vertical">
      <Radio.Group id={id} value={mode} onChange={(e) => choose(e.target.value)}>
        <Radio value="draft">Szkic</Radio>
        <Radio value="now">{wasPublished ? 'Opublikowany' : 'Opublikuj teraz'}</Radio>
        <Radio value="schedule">Zaplanuj publikację</Radio>
      </Radio.Group>
      {mode === 'schedule' && (
        <>
          <DateTimeInput value={value} onChange={(v) => onChange?.(v)} />
          <Typography.Text type="secondary">Wpis pojawi się u czytelników sam o wybranej godzinie.</Typography.Text>
        </>
      )}
      {mode === 'now' && value && (
        <Typography.Text type="secondary">Data publikacji: {formatDayTime(value)}</Typography.Text>
      )}
    </Space>
  );
};
