import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';

type Props = { title: string; empty?: boolean; children: ReactNode };

/** One block of a report: its title, the chart and the table, or the empty state. */
export const ReportSection = ({ title, empty = false, children }: Props) => (
  <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>} size="small">
    {empty ? <Empty description="Brak danych w wybranym zakresie" /> : children}
  </Card>
);
