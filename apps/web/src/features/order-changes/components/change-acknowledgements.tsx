import { ORDER_CHANGES_MESSAGES as M, type OrderChangeAcknowledgement } from '@platform/shared';
import { Card, Table, Tag, Typography } from 'antd';
import { formatMoment } from '@/lib/format';
import { useChangeAcknowledgements } from '../api/get-change-acknowledgements';

type Props = { orderId: number };

const status = (row: OrderChangeAcknowledgement, latest: number) => {
  if (row.acknowledgedVersion === null) return <Tag color="orange">{M.notAcknowledged}</Tag>;
  const current = row.acknowledgedVersion >= latest;
  return <Tag color={current ? 'green' : 'gold'}>{M.version(row.acknowledgedVersion)}</Tag>;
};

/**
 * 'Potwierdzenia zmian' in the requester's invited companies tab (beyond the spec): per company invited or
 * in conversation, the version it acknowledged, who and when. Nothing while the order has no change.
 */
export const ChangeAcknowledgements = ({ orderId }: Props) => {
  const query = useChangeAcknowledgements(orderId);
  const data = query.data;
  if (!data || data.latest === 0) return null;
  return (
    <Card size="small" title={`${M.acknowledgementsTitle} (${M.version(data.latest)})`} style={{ marginBottom: 16 }}>
      <Table
        data-testid="change-acknowledgements"
        size="small"
        rowKey={(r) => r.company.id}
        pagination={false}
        scroll={{ x: true }}
        dataSource={data.companies}
        columns={[
          { title: 'Firma', key: 'company', render: (_, r) => r.company.name },
          { title: 'Wersja', key: 'version', render: (_, r) => status(r, data.latest) },
          {
            title: 'Potwierdzenie',
            key: 'by',
            render: (_, r) =>
              r.acknowledgedAt ? (
                <>
                  <div>{r.acknowledgedBy ?? '—'}</div>
                  <Typography.Text type="secondary">{formatMoment(r.acknowledgedAt)}</Typography.Text>
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
};
