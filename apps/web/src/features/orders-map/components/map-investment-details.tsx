import { formatMillions, type MapPin } from '@platform/shared';
import { Button, Descriptions, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useInvestment } from '@/lib/investments/get-investment';

/** `orders`: the investment's orders under the map's filter, composed by the page. */
type Props = { pin: MapPin; orders: ReactNode; onClose: () => void };

/** The chosen investment (spec 2.10): name, place, stage, value and its orders with links to the cards. */
export const MapInvestmentDetails = ({ pin, orders, onClose }: Props) => {
  const investment = useInvestment(pin.investmentId).data;
  const box = useRef<HTMLDivElement>(null);
  // the details sit above the list: a row chosen far down the list brings them into view
  useEffect(() => {
    if (pin.investmentId) box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [pin.investmentId]);
  return (
    <div ref={box} className="map-details" data-testid="map-investment-details">
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
      {orders}
      <Button size="small" onClick={onClose} style={{ marginTop: 8 }}>
        Zamknij
      </Button>
    </div>
  );
};
