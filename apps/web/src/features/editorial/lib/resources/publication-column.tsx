import { PUBLICATION_STATE_LABELS, type PublicationState } from '@platform/shared';
import { Tag } from 'antd';
import { formatDayTime } from '@/lib/editorial/format';

const COLOURS: Record<PublicationState, string> = { DRAFT: 'default', SCHEDULED: 'blue', PUBLISHED: 'green' };

/** The state of a publishable entry with its moment: 'Zaplanowany · 12 marca 2026, 10:00'. */
export const PublicationCell = ({ state, publishAt }: { state: PublicationState; publishAt: string | null }) => (
  <span>
    <Tag color={COLOURS[state]}>{PUBLICATION_STATE_LABELS[state]}</Tag>
    {publishAt && <span style={{ whiteSpace: 'nowrap' }}>{formatDayTime(publishAt)}</span>}
  </span>
);

export const publicationFilter = {
  kind: 'select' as const,
  name: 'state',
  label: 'Stan',
  options: (Object.keys(PUBLICATION_STATE_LABELS) as PublicationState[]).map((value) => ({
    value,
    label: PUBLICATION_STATE_LABELS[value],
  })),
};
