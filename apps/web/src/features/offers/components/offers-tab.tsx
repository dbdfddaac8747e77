import type { OfferGrouping } from '@platform/shared';
import { Card, Segmented, Space, Spin } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useOffersByCompany, useOffersByIndustry } from '../api/get-offers';
import { useOffersSummary } from '../api/get-offers-summary';
import { CompanyOffersList } from './company-offers-list';
import { IndustryOffersList } from './industry-offers-list';
import { SettleBar } from './settle-bar';
import { ThanksDialog } from './thanks-dialog';

/**
 * Tab 'Oferty' (spec 2.8): the order's offers compared 'według branż' or 'według firm',
 * choices and 'bez wskazania', notes, the progress, settling, thanks and the export.
 */
export const OffersTab = ({ orderId }: { orderId: number }) => {
  const [groupBy, setGroupBy] = useState<OfferGrouping>('INDUSTRY');
  const [thanks, setThanks] = useState(false);
  const summary = useOffersSummary(orderId);
  const byIndustry = useOffersByIndustry(orderId);
  const byCompany = useOffersByCompany(orderId, groupBy === 'COMPANY');
  const error = summary.error ?? byIndustry.error ?? byCompany.error;
  if (error) return <ErrorAlert error={error} />;
  if (!summary.data || !byIndustry.data) return <Spin />;
  const decidable = summary.data.status === 'RELEASED';
  const withoutIndication = new Set(byIndustry.data.filter((i) => i.withoutIndication).map((i) => i.industry.id));
  const offers = byIndustry.data.flatMap((i) => i.offers);
  const chosen = new Set(offers.filter((o) => o.isSelected).map((o) => o.company.id));
  const sides = { winners: chosen.size > 0, losers: offers.some((o) => !chosen.has(o.company.id)) };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="offers-tab">
      <Card size="small">
        <SettleBar orderId={orderId} summary={summary.data} onThanks={() => setThanks(true)} />
      </Card>
      <Segmented<OfferGrouping>
        value={groupBy}
        onChange={setGroupBy}
        options={[
          { label: 'według branż', value: 'INDUSTRY' },
          { label: 'według firm', value: 'COMPANY' },
        ]}
        data-testid="offers-grouping"
      />
      {groupBy === 'INDUSTRY' ? (
        <IndustryOffersList orderId={orderId} industries={byIndustry.data} decidable={decidable} />
      ) : byCompany.data ? (
        <CompanyOffersList
          orderId={orderId}
          companies={byCompany.data}
          decidable={decidable}
          withoutIndication={withoutIndication}
          updatedAt={byCompany.dataUpdatedAt}
        />
      ) : (
        <Spin />
      )}
      {thanks && (
        <ThanksDialog
          orderId={orderId}
          summary={summary.data}
          sides={sides}
          open={thanks}
          onClose={() => setThanks(false)}
        />
      )}
    </Space>
  );
};
