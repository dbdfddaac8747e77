import { Button, Input, Space, Typography } from 'antd';

type Props = {
  id: string;
  label: string;
  values: string[];
  max: number;
  onChange: (values: string[]) => void;
  errors: Record<string, string>;
  field: string;
  required?: boolean;
  placeholder?: string;
  addLabel: string;
  /** Rewrites an entry when the user leaves it, into the format the server stores (phones). */
  normalize?: (value: string) => string;
};

/** A list of e-mails or phones: one input per value, add (up to max) and remove; errors per entry. */
export const ValuesListField = ({
  id,
  label,
  values,
  max,
  onChange,
  errors,
  field,
  required,
  placeholder,
  addLabel,
  normalize,
}: Props) => {
  const shown = values.length ? values : [''];
  const set = (index: number, value: string) => onChange(shown.map((v, i) => (i === index ? value : v)));
  const listError = errors[field];
  return (
    <fieldset className="values-list" data-testid={`values-${field}`}>
      <legend className={required ? 'values-list__legend values-list__legend--required' : 'values-list__legend'}>
        {label}
      </legend>
      {shown.map((value, index) => {
        const error = errors[`${field}.${index}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place
          <div key={index} className="values-list__row">
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id={index === 0 ? id : `${id}-${index}`}
                aria-label={index === 0 ? label : `${label} ${index + 1}`}
                value={value}
                placeholder={placeholder}
                status={error ? 'error' : undefined}
                onChange={(e) => set(index, e.target.value)}
                onBlur={() => {
                  const normalized = normalize?.(value);
                  if (normalized !== undefined && normalized !== value) set(index, normalized);
                }}
              />
              {shown.length > 1 && (
                <Button
                  aria-label={`Usuń: ${label} ${index + 1}`}
                  onClick={() => onChange(shown.filter((_, i) => i !== index))}
                >
                  Usuń
                </Button>
              )}
            </Space.Compact>
            {error && <Typography.Text type="danger">{error}</Typography.Text>}
          </div>
        );
      })}
      {listError && <Typography.Text type="danger">{listError}</Typography.Text>}
      {shown.length < max && (
        <Button type="link" onClick={() => onChange([...shown, ''])} className="values-list__add">
          + {addLabel}
        </Button>
      )}
    </fieldset>
  );
};
