import { type Conversation, type ConversationSummary, ORDER_SCOPE_LABELS } from '@platform/shared';
import { Avatar, Card, Descriptions, Typography } from 'antd';
import { day, monthYear, range } from '../lib/format';
import { CandidateTag } from './candidate-tag';

type Props = { summary: ConversationSummary & Partial<Pick<Conversation, 'side' | 'requesterCompany'>> };

/**
 * The right column (spec 2.8): the other side's logo and name, offer deadline, work deadline,
 * location, scope of work. A contractor sees the requester, not its own company; the 'Zaproszona'
 * mark belongs to the contractor company, so only its counterpart sees it. The name wraps between
 * words under the logo's fixed size, the mark below it.
 */
export const ConversationDetails = ({ summary }: Props) => {
  const { deadlines, investment } = summary;
  const contractorSide = summary.side === 'CONTRACTOR' && !!summary.requesterCompany;
  const company = contractorSide && summary.requesterCompany ? summary.requesterCompany : summary.company;
  const place = [investment.city, investment.roadEndCity].filter(Boolean).join(' – ');
  return (
    <Card size="small" data-testid="conversation-details">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 12 }}>
        <Avatar shape="square" size={48} src={company.logo ?? undefined} style={{ flex: 'none' }}>
          {company.name.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong style={{ display: 'block', wordBreak: 'normal', overflowWrap: 'break-word' }}>
            <span data-testid="conversation-details-company">{company.name}</span>
          </Typography.Text>
          {summary.isCandidate && !contractorSide && <CandidateTag style={{ marginInlineStart: 0, marginTop: 4 }} />}
        </div>
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
