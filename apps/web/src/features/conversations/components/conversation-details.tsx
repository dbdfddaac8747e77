import { type ConversationSummary, ORDER_SCOPE_LABELS } from '@platform/shared';
import { Avatar, Card, Descriptions, Typography } from 'antd';
import { day, monthYear, range } from '../lib/format';
import { CandidateTag } from './candidate-tag';

/** The right column (spec 2.8): company logo, name, offer deadline, work deadline, location, scope of work. */
export const ConversationDetails = ({ summary }: { summary: ConversationSummary }) => {
  const { company, deadlines, investment } = summary;
  const place = [investment.city, investment.roadEndCity].filter(Boolean).join(' – ');
  return (
    <Card size="small" data-testid="conversation-details">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <Avatar shape="square" size={48} src={company.logo ?? undefined}>
          {company.name.slice(0, 1)}
        </Avatar>
        <Typography.Text strong>{company.name}</Typography.Text>
        {summary.isCandidate && <CandidateTag />}
      </div>
      <Descriptions
        column={1}
        layout="vertical"
        size="small"
        items={[
          {
            key: 'o',
            label: 'Termin składania ofert',
            children: range(deadlines.offerDeadlineFrom, deadlines.offerDeadlineTo, day),
          },
          {
            key: 'w',
            label: 'Front robót',
            children: range(deadlines.workDeadlineFrom, deadlines.workDeadlineTo, monthYear),
          },
          { key: 'l', label: 'Lokalizacja', children: place || '–' },
          { key: 's', label: 'Zakres zlecenia', children: summary.scope ? ORDER_SCOPE_LABELS[summary.scope] : '–' },
          { key: 'i', label: 'Branże', children: summary.industries.map((i) => i.name).join(', ') || '–' },
        ]}
      />
    </Card>
  );
};
