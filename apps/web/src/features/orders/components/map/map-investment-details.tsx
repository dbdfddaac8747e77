import { formatMillions, type MapPin, type OrderListParams } from '@platform/shared';
import { Button, Descriptions, List, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useInvestment } from '@/lib/investments/get-investment';
import { useOrders } from '../../api/get-orders';

type Props = { pin: MapPin; query: OrderListParams; onClose: () => void };

/** The chosen investment (spec 2.10): name, place, stage, value and its orders with links to the cards. */
export const MapInvestmentDetails = ({ pin, query, onClose }: Props) => {
  const investment = useInvestment(pin.investmentId).data;
  const orders = useOrders('all', { ...query, investmentIds: [pin.investmentId], page: 0, size: 50 });
  return (
    <div className="map-details" data-testid="map-investment-details">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {pin.investmentName}
      </Typography.Title>
      {investment ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'place', label: 'Miejsce', children: investment.city ?? '—' },
            { key: 'stage', label: 'Etap', children: investment.stage?.name.replace(/\.{3}$|…$/, '') ?? '—' },
            { key: 'value', label: 'Wartość', children: investment.value ? formatMillions(investment.value) : '—' },
          ]}
        />
      ) : (
        <Spin size="small" />
      )}
      <Typography.Title level={5}>Zlecenia ({pin.orders})</Typography.Title>
      <List
        size="small"
        loading={orders.isFetching && !orders.data}
        dataSource={orders.data?.content ?? []}
        renderItem={(order) => (
          <List.Item>
            <Link to={paths.orders.view.to(order.id)}>
              {order.industries.map((i) => i.name).join(', ') || `Zlecenie ${order.id}`}
            </Link>
          </List.Item>
        )}
      />
      <Button size="small" onClick={onClose} style={{ marginTop: 8 }}>
        Zamknij
      </Button>
    </div>
  );
};
