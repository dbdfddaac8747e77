import { FOLLOW_NOTE_TOO_LONG, LIMITS } from '@platform/shared';
import { Input, Typography } from 'antd';
import { useId, useState } from 'react';

type Props = { value: string; onChange: (note: string) => void };

/** The follow note: capped at 1000 characters, with a live counter and the limit message (spec 5). */
export const FollowNoteField = ({ value, onChange }: Props) => {
  const id = useId();
  const [hitLimit, setHitLimit] = useState(false);
  const max = LIMITS.followNoteMax;
  const change = (next: string) => {
    setHitLimit(next.length > max);
    onChange(next.slice(0, max));
  };
  return (
    <div className="follow-note">
      <label htmlFor={id} className="follow-note__label">
        Notatka
      </label>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => change(e.target.value)}
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder="Twoja prywatna notatka o tej firmie"
        status={hitLimit ? 'error' : undefined}
      />
      <div className="follow-note__meta">
        <Typography.Text type="danger" role={hitLimit ? 'alert' : undefined}>
          {hitLimit ? FOLLOW_NOTE_TOO_LONG : ''}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="note-counter">
          {value.length} / {max}
        </Typography.Text>
      </div>
    </div>
  );
};
