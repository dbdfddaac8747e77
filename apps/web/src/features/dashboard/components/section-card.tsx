import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  title: string;
  testId: string;
  /** a link to the section's full screen, beside the title (wraps below it on a phone) */
  all?: { label: string; to: string };
  children: ReactNode;
};

/**
 * A titled card of the dashboard. The title is a heading in the body, not antd's card head, whose
 * single line cut long Polish titles short next to the link.
 */
export const SectionCard = ({ title, testId, all, children }: Props) => (
  <Card style={{ height: '100%' }} data-testid={testId}>
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        columnGap: 12,
        marginBottom: 12,
      }}
    >
      <h2 style={{ fontSize: 17, margin: 0 }}>{title}</h2>
      {all && <Link to={all.to}>{all.label}</Link>}
    </div>
    {children}
  </Card>
);
