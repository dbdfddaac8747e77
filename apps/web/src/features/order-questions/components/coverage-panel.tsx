import { COVERAGE_TARGET_OFFERS, formatNumber, type IndustryCoverage, plural } from '@platform/shared';
import { Alert, Card, List, Space, Typography } from 'antd';
import { useOrderCoverage } from '../api/get-order-coverage';
import { CoverageActions } from './coverage-actions';

const figures = (i: IndustryCoverage) =>
  [
    ['Zaproszenia', i.invitations],
    ['Złożę ofertę', i.willBid],
    ['Nie złożę', i.wontBid],
    ['Jeszcze nie wiem', i.undecided],
    ['Konwersacje', i.conversations],
    ['Oferty', i.offers],
  ] as const;

const OFFER = { one: 'oferta', few: 'oferty', many: 'ofert' };
/** '1 oferta', '4 oferty', '5 ofert'; a fraction takes the genitive singular: '1,5 oferty'. */
const offersOf = (n: number) => `${formatNumber(n, 1)} ${Number.isInteger(n) ? plural(n, OFFER) : 'oferty'}`;

/**
 * The forecast in words a requester reads at a glance: a fraction such as 0,2 tells a user nothing,
 * 'mniej niż jedna' and 'około 3' do.
 */
export const likelyOffersText = (n: number) =>
  `Spodziewana liczba ofert: ${Math.round(n) < 1 ? 'mniej niż jedna' : `około ${formatNumber(Math.round(n))}`}.`;

const similarText = (i: IndustryCoverage) =>
  i.similarMedianOffers === null || i.similarOrders === 0
    ? 'Brak podobnych zleceń w województwie z ostatnich 12 miesięcy.'
    : `Podobne zlecenia w województwie (${formatNumber(i.similarOrders)} z 12 miesięcy): mediana ${offersOf(i.similarMedianOffers)}.`;

/**
 * The requester's coverage panel on the card while the order takes offers: per industry where the
 * offers stand, and a warning with the actions that help when fewer than 3 are likely.
 */
export const CoveragePanel = ({ orderId }: { orderId: number }) => {
  const query = useOrderCoverage(orderId);
  const coverage = query.data;
  if (!coverage?.tracked) return null;
  return (
    <Card size="small" title="Zainteresowanie zleceniem" style={{ marginBottom: 16 }} data-testid="coverage-panel">
      {coverage.atRisk && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="coverage-warning"
          title={`Do tego zlecenia prawdopodobnie wpłyną mniej niż ${COVERAGE_TARGET_OFFERS} oferty.`}
          description={<CoverageActions orderId={orderId} actions={coverage.actions} />}
        />
      )}
      <List
        size="small"
        dataSource={coverage.industries}
        renderItem={(i) => (
          <List.Item data-testid="coverage-industry">
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Typography.Text strong>
                {i.industryName}
                {i.atRisk && <Typography.Text type="danger"> – za mało ofert</Typography.Text>}
              </Typography.Text>
              <Typography.Text>
                {figures(i)
                  .map(([label, n]) => `${label}: ${formatNumber(n)}`)
                  .join(' · ')}
              </Typography.Text>
              <Typography.Text type="secondary">
                {similarText(i)} {likelyOffersText(i.likelyOffers)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
};
