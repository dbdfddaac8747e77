import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../section-card';

export type QueueItem = { key: string | number; to: string; title: string; detail?: ReactNode };

type Props = {
  title: string;
  testId: string;
  /** the list's full screen */
  all?: { label: string; to: string };
  /** undefined while loading or after a failure: the card shows no list then */
  items: readonly QueueItem[] | undefined;
  empty: string;
};

/** One short list of the work queue with a link to its full screen. */
export const QueueSection = ({ title, testId, all, items, empty }: Props) => (
  <SectionCard title={title} testId={testId} all={all}>
    {items &&
      (items.length === 0 ? (
        <p style={{ margin: 0, color: '#57534e' }}>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.key} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Link to={item.to} style={{ fontWeight: 600 }}>
                {item.title}
              </Link>
              {item.detail && <div style={{ color: '#57534e', fontSize: 13 }}>{item.detail}</div>}
            </li>
          ))}
        </ul>
      ))}
  </SectionCard>
);
