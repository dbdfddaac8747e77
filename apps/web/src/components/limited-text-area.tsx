import { formatCount } from '@platform/shared';
import { Input, Typography } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/** The counter appears once this share of the limit is used. */
export const COUNTER_FROM_SHARE = 0.9;

type Props = Omit<TextAreaProps, 'maxLength' | 'showCount' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** The server's limit (the shared schema's max). */
  max: number;
  /** The shared schema's message past the limit ('Wiadomość może mieć najwyżej 10000 znaków.'). */
  tooLongMessage: string;
};

const count = (n: number) => formatCount(n);

/**
 * A long text with a limit (messages, notes): never cut at the limit as `maxLength` would do
 * silently (a paste past it lost its end). Near the limit a counter shows how much is used; past it
 * the counter turns red with the schema's message, and the form's submit (checked by the same
 * schema) is refused with it, as the server refuses it.
 */
export const LimitedTextArea = ({ value, onChange, max, tooLongMessage, id, ...rest }: Props) => {
  const over = value.length > max;
  const near = value.length >= Math.floor(max * COUNTER_FROM_SHARE);
  const counterId = id ? `${id}-counter` : undefined;
  return (
    <div className="limited-text-area">
      <Input.TextArea
        {...rest}
        id={id}
        value={value}
        status={over ? 'error' : rest.status}
        aria-invalid={over || undefined}
        aria-describedby={near ? counterId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {near && (
        <div id={counterId} aria-live="polite" style={{ textAlign: 'right', fontSize: 12, marginTop: 4 }}>
          <Typography.Text type={over ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="text-counter">
            {count(value.length)} / {count(max)}
          </Typography.Text>
          {over && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
              {tooLongMessage}
            </Typography.Text>
          )}
        </div>
      )}
    </div>
  );
};
