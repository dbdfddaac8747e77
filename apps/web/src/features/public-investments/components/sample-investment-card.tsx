import { formatPln, roleLabel, type SampleInvestment, PUBLIC_INVESTMENT_TEXTS as T } from '@platform/shared';
import { Card, Descriptions, List, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';

/** One sample investment with what a subscriber sees: value, dates, stage and the companies in it. */
export const SampleInvestmentCard = ({ investment: i }: { investment: SampleInvestment }) => (
  <Card data-testid="sample-investment" style={{ marginBottom: 16 }}>
    <Typography.Title level={2} style={{ fontSize: 17, marginTop: 0 }}>
      {i.name}
    </Typography.Title>
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'place',
          label: 'Miejsce',
          children: [i.city, i.provinceName && `woj. ${i.provinceName}`].filter(Boolean).join(', ') || '—',
        },
        { key: 'stage', label: T.stage, children: i.stageName ?? '—' },
        { key: 'value', label: T.value, children: i.valuePln === null ? '—' : formatPln(i.valuePln) },
        {
          key: 'dates',
          label: T.dates,
          children: [formatDay(i.startDate), formatDay(i.endDate)].filter(Boolean).join(' – ') || '—',
        },
      ]}
    />
    {i.description && <Typography.Paragraph style={{ marginTop: 12 }}>{i.description}</Typography.Paragraph>}
    <Typography.Title level={3} style={{ fontSize: 16 }}>
      {T.participants}
    </Typography.Title>
    <List
      size="small"
      dataSource={i.participants}
      renderItem={(p) => (
        <List.Item key={`${p.companyId}-${p.industry}`} style={{ flexWrap: 'wrap' }}>
          <Link to={paths.company.to(p.companyId)}>{p.companyName}</Link>
          <Typography.Text type="secondary">
            {roleLabel(p.role)} · {p.industry}
          </Typography.Text>
        </List.Item>
      )}
    />
  </Card>
);
