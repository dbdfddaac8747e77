import { countOf, formatMillions, formatNumber, NOUNS, type Recommendation } from '@platform/shared';
import { Avatar, Checkbox, Space, Tag, Typography } from 'antd';

const km = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} km`);

/** The "why" line (beyond the spec): matched industries, distances, works. */
export const whyLine = (r: Recommendation) =>
  `${r.why.industries.map((i) => i.name).join(', ')} · ${countOf(r.why.worksCount, NOUNS.realizacja)} ` +
  `(${formatMillions(r.why.worksValue)}) · najbliższa ${km(r.why.nearestWorkKm)} · siedziba ${km(r.why.seatKm)}`;

type Props = { item: Recommendation; checked?: boolean; onCheck?: (checked: boolean) => void };

/** One recommended company: logo, name, NIP, followed mark, works with districts and why. */
export const RecommendationItem = ({ item, checked, onCheck }: Props) => (
  <div data-testid="recommendation" style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '10px 0' }}>
    {onCheck && (
      <Checkbox
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        aria-label={`Zaproś ${item.company.name}`}
        style={{ marginTop: 10 }}
      />
    )}
    <Avatar shape="square" size={40} src={item.company.logo ?? undefined}>
      {item.company.name.slice(0, 1)}
    </Avatar>
    <div style={{ minWidth: 0, flex: 1 }}>
      <Space size={6} wrap>
        <Typography.Text strong>{item.company.name}</Typography.Text>
        {item.companyIsFollowed && <Tag color="gold">Obserwowana</Tag>}
      </Space>
      <div>
        <Typography.Text type="secondary">NIP: {item.company.nip ?? '—'}</Typography.Text>
      </div>
      <div style={{ fontSize: 13 }}>
        {[
          ...new Set(
            item.companyWorks.map(
              (w) => `${w.industry.name}${w.investment.districtName ? ` · pow. ${w.investment.districtName}` : ''}`,
            ),
          ),
        ].map((label) => (
          <Tag key={label} style={{ marginTop: 4, whiteSpace: 'normal', maxWidth: '100%' }}>
            {label}
          </Tag>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="recommendation-why">
        Dlaczego: {whyLine(item)}
      </Typography.Text>
    </div>
  </div>
);
