import {
  countOf,
  districtDisplayName,
  formatMillions,
  formatNumber,
  NOUNS,
  type Recommendation,
} from '@platform/shared';
import { Avatar, Checkbox, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const km = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} km`);

/**
 * The "why" line (beyond the spec): the matched industries and all the matching works, then the keys
 * of the ranking in their order (the server's: works near the place, most first; the nearest work;
 * the nearest seat), so that 1 work 5 km away above 6 works 20 km away reads as it is meant.
 */
export const whyLine = (r: Recommendation) => {
  const near =
    r.why.nearKm === null
      ? `realizacje w całej Polsce: ${formatNumber(r.why.nearWorksCount)}`
      : `realizacje do ${km(r.why.nearKm)}: ${formatNumber(r.why.nearWorksCount)}`;
  return (
    `${r.why.industries.map((i) => i.name).join(', ')} · ${countOf(r.why.worksCount, NOUNS.realizacja)} ` +
    `(${formatMillions(r.why.worksValue)}). Kolejność: 1) ${near}, 2) najbliższa realizacja ` +
    `${km(r.why.nearestWorkKm)}, 3) siedziba ${km(r.why.seatKm)}`
  );
};

/** The address to write to: the one the company gives for recommendations, else its company e-mail. */
const contactEmail = (r: Recommendation) =>
  r.company.contact.recommendationEmail.values[0] ?? r.company.contact.companyEmail.values[0] ?? null;

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
        <Link to={paths.company.to(item.company.id)} target="_blank" rel="noopener">
          <Typography.Text strong>{item.company.name}</Typography.Text>
        </Link>
        {item.companyIsFollowed && <Tag color="gold">Obserwowana</Tag>}
      </Space>
      <div>
        <Typography.Text type="secondary">NIP: {item.company.nip ?? '—'}</Typography.Text>
        {contactEmail(item) && (
          <>
            {' · '}
            <a
              href={`mailto:${contactEmail(item)}`}
              data-testid="recommendation-email"
              style={{ textDecoration: 'underline' }}
            >
              {contactEmail(item)}
            </a>
          </>
        )}
      </div>
      <div style={{ fontSize: 13 }}>
        {[
          ...new Set(
            item.companyWorks.map(
              (w) =>
                `${w.industry.name}${w.investment.districtName ? ` · pow. ${districtDisplayName(w.investment.districtName)}` : ''}`,
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
