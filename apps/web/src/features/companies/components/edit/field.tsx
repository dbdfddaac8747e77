import { Form } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
};

/** A labelled control with its error under it (the form keeps its own state; antd only lays it out). */
export const Field = ({ id, label, error, required, extra, children }: Props) => (
  <Form.Item
    label={label}
    htmlFor={id}
    required={required}
    validateStatus={error ? 'error' : undefined}
    help={error}
    extra={extra}
  >
    {children}
  </Form.Item>
);
