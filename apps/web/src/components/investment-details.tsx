import {
  formatMillions,
  INVESTMENT_CHARACTER_LABELS,
  INVESTMENT_ROLE_LABELS,
  type InvestmentRole,
  type OrderInvestment,
} from '@platform/shared';
import { Card, Col, Descriptions, Image, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const roleLabel = (role: string) => INVESTMENT_ROLE_LABELS[role as InvestmentRole] ?? role;

const dayText = (day: string) => day.split('-').reverse().join('.');

const formatValue = (value: number | null) => (value === null ? '—' : formatMillions(value));

type Props = {
  investment: OrderInvestment;
  extra?: ReactNode;
  /**
   * Shown in a column of a wider page (the order card's tab, about 780 px at 1440): the companies
   * go below the details instead of a third beside them, where words and values broke mid-way.
   */
  narrow?: boolean;
};

/**
 * Read-only investment: name, picture, place, sector, stage, value, description, companies taking part.
 * Shared because the order card's investment tab and the investment page both show it; the
 * investment api hooks it pairs with live in `@/lib/investments` for the same reason (the order
 * form picks an investment), so neither feature imports the other.
 */
export const InvestmentDetails = ({ investment: inv, extra, narrow = false }: Props) => {
  const main = narrow ? { xs: 24 } : { xs: 24, lg: 16 };
  const side = narrow ? { xs: 24 } : { xs: 24, lg: 8 };
  const place = inv.roadEndCity ? `${inv.city ?? ''} – ${inv.roadEndCity}` : (inv.city ?? '—');
  return (
    <Row gutter={[24, 24]} data-testid="investment-details">
      <Col {...main} data-testid="investment-main">
        <Card>
          <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }} data-testid="investment-name">
            {inv.name}
          </Typography.Title>
          {inv.archived && <Tag>Inwestycja archiwalna</Tag>}
          <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginTop: 12 }}>
            <Descriptions.Item label="Miejsce">{place}</Descriptions.Item>
            <Descriptions.Item label="Sektor">
              {[inv.sector?.name, inv.subsector?.name].filter(Boolean).join(' / ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Etap">{inv.stage?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Wartość">{formatValue(inv.value)}</Descriptions.Item>
            <Descriptions.Item label="Typ inwestycji">{INVESTMENT_CHARACTER_LABELS[inv.character]}</Descriptions.Item>
            {inv.provinceName && <Descriptions.Item label="Województwo">{inv.provinceName}</Descriptions.Item>}
            {inv.startDate && <Descriptions.Item label="Rozpoczęcie">{dayText(inv.startDate)}</Descriptions.Item>}
            {inv.endDate && <Descriptions.Item label="Zakończenie">{dayText(inv.endDate)}</Descriptions.Item>}
          </Descriptions>
          {inv.description && (
            <>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                Opis
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{inv.description}</Typography.Paragraph>
            </>
          )}
          {inv.constructionDescription && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
              {inv.constructionDescription}
            </Typography.Paragraph>
          )}
          {inv.params.length > 0 && (
            <Descriptions column={{ xs: 1, md: 2 }} size="small" title="Parametry" bordered>
              {inv.params.map((p) => (
                <Descriptions.Item key={p.label} label={p.label}>
                  {p.value}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Card>
        {extra}
      </Col>
      <Col {...side} data-testid="investment-side">
        {inv.picture && (
          <Image src={inv.picture} alt={inv.name} style={{ borderRadius: 8, marginBottom: 16 }} preview={false} />
        )}
        <Card title="Firmy biorące udział" size="small">
          {inv.companies.length === 0 && <Typography.Text type="secondary">Brak firm</Typography.Text>}
          {inv.companies.map((c) => (
            <div key={`${c.id}-${c.role}`} style={{ marginBottom: 10 }} data-testid="investment-company">
              <Link to={paths.company.to(c.id)}>{c.name}</Link>
              <div style={{ fontSize: 12, color: 'var(--text-muted)' }}>
                {roleLabel(c.role)}
                {c.industries.length ? ` · ${c.industries.map((i) => i.name).join(', ')}` : ''}
                {c.value ? ` · ${formatMillions(c.value)}` : ''}
              </div>
            </div>
          ))}
        </Card>
      </Col>
    </Row>
  );
};
