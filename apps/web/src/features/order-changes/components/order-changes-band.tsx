import { ORDER_CHANGES_MESSAGES as M, type OrderChanges } from '@platform/shared';
import { Alert, Button, Collapse, Space, Tag, Typography } from 'antd';
import { formatMoment } from '@/lib/format';
import { useAcknowledgeOrderChanges } from '../api/acknowledge-order-changes';
import { useOrderChanges } from '../api/get-order-changes';

type Props = { orderId: number; enabled: boolean };

const VersionList = ({ versions }: { versions: OrderChanges['versions'] }) => (
  <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="order-versions">
    {versions.map((v) => (
      <div key={v.number} data-testid={`order-version-${v.number}`}>
        <Typography.Text strong>
          {M.version(v.number)} · {formatMoment(v.at)}
        </Typography.Text>
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {v.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    ))}
  </Space>
);

/**
 * 'Zmiany w zleceniu' on the card (beyond the spec): the versions of a changed order with their
 * differences; a company invited or in conversation acknowledges the latest one here. Nothing
 * while the order is as published.
 */
export const OrderChangesBand = ({ orderId, enabled }: Props) => {
  const query = useOrderChanges(orderId, enabled);
  const acknowledge = useAcknowledgeOrderChanges(orderId);
  const data = query.data;
  if (!data || data.latest === 0) return null;
  const pending = data.concerned && (data.acknowledgedVersion ?? 0) < data.latest;
  const status = !data.concerned ? null : pending ? (
    <Tag color="orange" data-testid="order-changes-pending">
      {M.notAcknowledged}
    </Tag>
  ) : (
    <Tag color="green" data-testid="order-changes-acknowledged">
      {M.acknowledged} ({formatMoment(data.acknowledgedAt)})
    </Tag>
  );
  return (
    <Alert
      type={pending ? 'warning' : 'info'}
      showIcon
      style={{ marginTop: 12 }}
      data-testid="order-changes-band"
      message={
        <Space wrap size={8}>
          <Typography.Text strong>{M.title}</Typography.Text>
          {status}
        </Space>
      }
      description={
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Collapse
            size="small"
            defaultActiveKey={pending ? ['versions'] : []}
            items={[
              {
                key: 'versions',
                label: `${M.history} (${data.versions.length})`,
                children: <VersionList versions={data.versions} />,
              },
            ]}
          />
          {pending && (
            <Button
              type="primary"
              // the label wraps on a phone instead of leaving the band
              style={{ whiteSpace: 'normal', height: 'auto', maxWidth: '100%' }}
              loading={acknowledge.isPending}
              onClick={() => acknowledge.mutate()}
              data-testid="order-changes-acknowledge"
            >
              {M.acknowledge}
            </Button>
          )}
        </Space>
      }
    />
  );
};
