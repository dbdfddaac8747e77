import { DASHBOARD_ORDER_PRESETS, DASHBOARD_TEXTS } from '@platform/shared';
import { Card, Col, Row } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDashboardOrders } from '../../api/get-dashboard-orders';
import { MessageButton } from './message-button';

/**
 * Unseen invitations to released orders, 3 by nearest offer deadline in 3 columns (spec 2.6, 9);
 * the band is hidden when there are none.
 */
export const InvitationsBand = () => {
  const { data } = useDashboardOrders('invitations', DASHBOARD_ORDER_PRESETS.invitations);
  if (!data || data.content.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-invitations" style={{ marginBottom: 24 }} data-testid="dashboard-invitations">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 }}>
        <h2 id="dashboard-invitations" style={{ fontSize: 20 }}>
          {DASHBOARD_TEXTS.invitationsTitle}
        </h2>
        <Link to={paths.orders.invitations.to()}>{DASHBOARD_TEXTS.seeAll}</Link>
      </div>
      <Row gutter={[16, 16]}>
        {data.content.map((order) => (
          <Col key={order.id} xs={24} md={8}>
            <Card size="small" style={{ height: '100%' }}>
              <Link to={paths.orders.view.to(order.id)} style={{ fontWeight: 600 }}>
                {order.investment.name}
              </Link>
              <div style={{ color: '#57534e', fontSize: 13 }}>{order.company.name}</div>
              {order.offerDeadlineTo && (
                <div style={{ fontSize: 13, marginTop: 4 }}>
                  {DASHBOARD_TEXTS.offerDeadline}: {dayjs(order.offerDeadlineTo).format('DD.MM.YYYY')}
                </div>
              )}
              <div style={{ marginTop: 8 }}>
                <MessageButton orderId={order.id} investmentName={order.investment.name} />
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
};
