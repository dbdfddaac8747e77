import { DASHBOARD_TEXTS } from '@platform/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../section-card';

type Props = { title: string; testId: string; allTo?: string; footer?: ReactNode; children: ReactNode };

/** One column of the orders and my-investments area: a titled card with a link to the full list. */
export const DashboardColumn = ({ title, testId, allTo, footer, children }: Props) => (
  <SectionCard title={title} testId={testId} all={allTo ? { label: DASHBOARD_TEXTS.seeAll, to: allTo } : undefined}>
    {children}
    {footer && <div style={{ marginTop: 12 }}>{footer}</div>}
  </SectionCard>
);

/** An empty list's sentence and its call to action (spec 8's empty states). */
export const EmptyState = ({ text, link }: { text: string; link?: { label: string; to: string } }) => (
  <p style={{ margin: 0, color: '#57534e' }} data-testid="dashboard-empty">
    {text}
    {link && (
      <>
        {' '}
        {/* underlined: inside a sentence colour alone does not mark a link (WCAG 1.4.1) */}
        <Link to={link.to} style={{ textDecoration: 'underline' }}>
          {link.label}
        </Link>
      </>
    )}
  </p>
);
