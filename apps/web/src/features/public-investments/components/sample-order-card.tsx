import { ORDER_SCOPE_LABELS, type SampleOrder, PUBLIC_INVESTMENT_TEXTS as T } from '@platform/shared';
import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay, formatMonth } from '@/lib/format';

/** One sample order with what a logged-in contractor sees: investment, ordering company, scope, dates. */
export const SampleOrderCard = ({ order: o }: { order: SampleOrder }) => (
  <Card data-testid="sample-order" style={{ marginBottom: 16 }}>
    <Typography.Title level={2} style={{ fontSize: 17, marginTop: 0 }}>
      {o.investmentName}
    </Typography.Title>
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'company',
          label: 'Zleceniodawca',
          children: <Link to={paths.company.to(o.companyId)}>{o.companyName}</Link>,
        },
        { key: 'city', label: 'Miejsce', children: o.city ?? '—' },
        { key: 'industries', label: 'Branże', children: o.industries.join(', ') || '—' },
        { key: 'offer', label: T.offerDeadline, children: formatDay(o.offerDeadlineTo) || '—' },
        {
          key: 'work',
          label: T.workDeadline,
          children:
            [formatMonth(o.workDeadlineFrom?.slice(0, 7)), formatMonth(o.workDeadlineTo?.slice(0, 7))]
              .filter(Boolean)
              .join(' – ') || '—',
        },
      ]}
    />
    {o.scope && (
      <Typography.Paragraph style={{ marginTop: 12 }}>Zakres: {ORDER_SCOPE_LABELS[o.scope]}</Typography.Paragraph>
    )}
    {o.description && (
      <Typography.Paragraph ellipsis={{ rows: 4, expandable: true, symbol: 'więcej' }}>
        {o.description}
      </Typography.Paragraph>
    )}
  </Card>
);
