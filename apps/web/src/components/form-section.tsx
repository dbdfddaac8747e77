import { Card } from 'antd';
import type { ReactNode } from 'react';

/** One numbered section of the order form (spec 2.7). */
export const FormSection = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Card title={title} size="small" style={{ marginBottom: 16 }} data-testid={testId}>
    {children}
  </Card>
);
