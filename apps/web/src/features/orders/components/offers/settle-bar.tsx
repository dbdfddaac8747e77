import { OFFER_MESSAGES, type OffersSummary } from '@platform/shared';
import { Button, Dropdown, Popconfirm, Progress, Space, Tag, Tooltip } from 'antd';
import { useExportOffers } from '../../api/export-offers';
import { useSettleOrder } from '../../api/settle-order';

type Props = { orderId: number; summary: OffersSummary; onThanks: () => void };

/** Progress of the decisions, 'Zamknij zlecenie' (at progress 1 only), thanks and the export (spec 2.8, 4). */
export const SettleBar = ({ orderId, summary, onThanks }: Props) => {
  const settle = useSettleOrder(orderId);
  const exportFile = useExportOffers(orderId);
  const percent = Math.round(summary.progress * 100);
  return (
    <Space wrap size={12} style={{ width: '100%', justifyContent: 'space-between' }}>
      <Space size={8} style={{ minWidth: 220 }}>
        <span>Decyzje w branżach:</span>
        <Progress percent={percent} size="small" style={{ width: 140, margin: 0 }} data-testid="offers-progress" />
      </Space>
      <Space wrap>
        {summary.settled ? (
          <Tag color="green" data-testid="order-settled">
            {OFFER_MESSAGES.settled}
          </Tag>
        ) : summary.canSettle ? (
          <Popconfirm
            title="Zamknąć zlecenie?"
            description="Zlecenie trafi do archiwum. Potem możesz wysłać podziękowania."
            okText="Zamknij"
            cancelText="Anuluj"
            onConfirm={() => settle.mutateAsync().then(onThanks)}
          >
            <Button type="primary" loading={settle.isPending} data-testid="settle-order">
              {OFFER_MESSAGES.settle}
            </Button>
          </Popconfirm>
        ) : (
          <Tooltip
            title={summary.status === 'RELEASED' ? OFFER_MESSAGES.settleHint : 'Zlecenie nie jest opublikowane.'}
          >
            <Button type="primary" disabled data-testid="settle-order">
              {OFFER_MESSAGES.settle}
            </Button>
          </Tooltip>
        )}
        <Button
          onClick={onThanks}
          disabled={summary.appreciationsSent.toWinners && summary.appreciationsSent.toLosers}
          data-testid="open-thanks"
        >
          {OFFER_MESSAGES.sendThanks}
        </Button>
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
    </Space>
  );
};
