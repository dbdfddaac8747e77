import { OFFER_MESSAGES, type OffersSummary } from '@platform/shared';
import { Button, Dropdown, Progress, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useExportOffers } from '../api/export-offers';
import { CloseOrderDialog } from './close-order-dialog';

type Props = { orderId: number; summary: OffersSummary; onThanks: () => void };

/**
 * Progress of the decisions, 'Zamknij zlecenie', thanks and the export (spec 2.8, 4 "Settling"): the
 * close button is enabled only at progress 1; it settles (the close-order modal) when the order is
 * published and canSettle, otherwise it opens the thanks dialog. After settling it reads 'Zlecenie
 * zamknięte'.
 */
export const SettleBar = ({ orderId, summary, onThanks }: Props) => {
  const [closing, setClosing] = useState(false);
  const exportFile = useExportOffers(orderId);
  const percent = Math.round(summary.progress * 100);
  const allThanked = summary.appreciationsSent.toWinners && summary.appreciationsSent.toLosers;
  const closeButton = summary.settled ? (
    <Button disabled data-testid="order-settled">
      {OFFER_MESSAGES.settled}
    </Button>
  ) : summary.progress < 1 ? (
    <Tooltip title={OFFER_MESSAGES.settleHint}>
      <Button type="primary" disabled data-testid="settle-order">
        {OFFER_MESSAGES.settle}
      </Button>
    </Tooltip>
  ) : (
    <Button
      type="primary"
      data-testid="settle-order"
      onClick={() => (summary.canSettle ? setClosing(true) : onThanks())}
    >
      {OFFER_MESSAGES.settle}
    </Button>
  );
  return (
    <Space wrap size={12} style={{ width: '100%', justifyContent: 'space-between' }}>
      <Space size={8} style={{ minWidth: 220 }}>
        <span>Decyzje w branżach:</span>
        <Progress percent={percent} size="small" style={{ width: 140, margin: 0 }} data-testid="offers-progress" />
      </Space>
      <Space wrap>
        {closeButton}
        {/* a used button says so (as 'Zlecenie zamknięte' does), its hint why it no longer opens */}
        <Tooltip
          title={
            allThanked
              ? OFFER_MESSAGES.thanksAllSentHint
              : summary.progress === 0
                ? OFFER_MESSAGES.thanksNoDecision
                : undefined
          }
        >
          {/* a disabled button takes no pointer events: the span shows the hint */}
          <span style={{ display: 'inline-block' }} data-testid="open-thanks-hint">
            <Button onClick={onThanks} disabled={allThanked || summary.progress === 0} data-testid="open-thanks">
              {allThanked ? OFFER_MESSAGES.thanksAllSent : OFFER_MESSAGES.sendThanks}
            </Button>
          </span>
        </Tooltip>
        <Dropdown
          menu={{
            items: [
              { key: 'xlsx', label: 'Arkusz Excel (XLSX)' },
              { key: 'csv', label: 'CSV' },
            ],
            onClick: ({ key }) => exportFile.mutate(key as 'xlsx' | 'csv'),
          }}
        >
          <Button loading={exportFile.isPending} data-testid="export-offers">
            Pobierz zestawienie
          </Button>
        </Dropdown>
      </Space>
      {closing && (
        <CloseOrderDialog orderId={orderId} open={closing} onClose={() => setClosing(false)} onSettled={onThanks} />
      )}
    </Space>
  );
};
