import type { Order } from '@platform/shared';
import { Alert, Card, Tabs, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { InvestmentDetails } from '@/components/investment-details';
import { type OrderTab, paths } from '@/config/paths';
import { InvitedCompaniesTab } from '../invitations/invited-companies-tab';
import { OffersTab } from '../offers/offers-tab';
import { OrderDetailsTab } from './order-details-tab';
import { RegisterCall } from './register-call';

const LATER = 'Ta część platformy jest w przygotowaniu.';

/**
 * Tabs of spec 2.8: Zlecenie, Inwestycja (disabled for anonymous visitors, who opening it by its
 * address get the call to register or log in), and for editors Oferty and Zaproszone firmy
 * (disabled with a tooltip under temporary access).
 */
export const OrderCardTabs = ({
  order,
  tab,
  temporary = false,
}: {
  order: Order;
  tab: OrderTab;
  temporary?: boolean;
}) => {
  const navigate = useNavigate();
  const anonymous = order.viewType === 'UNAUTHENTICATED';
  const editor = order.viewType === 'EDITOR' || order.viewType === 'EDIT';
  const items = [
    { key: 'zlecenie', label: 'Zlecenie', children: <OrderDetailsTab order={order} /> },
    {
      key: 'inwestycja',
      label: anonymous ? <Tooltip title="Dostępne po zalogowaniu">Inwestycja</Tooltip> : 'Inwestycja',
      disabled: anonymous || !order.investment,
      children: order.investment ? <InvestmentDetails investment={order.investment} narrow /> : null,
    },
    ...(editor
      ? [
          {
            key: 'oferty',
            label: temporary ? (
              <Tooltip title="Niedostępne w dostępie tymczasowym. Zaloguj się, aby porównać oferty.">Oferty</Tooltip>
            ) : (
              'Oferty'
            ),
            disabled: temporary,
            children: <OffersTab orderId={order.id} />,
          },
          {
            key: 'zaproszenia',
            label: temporary ? (
              <Tooltip title="Niedostępne w dostępie tymczasowym. Zaloguj się, aby zapraszać firmy.">
                Zaproszone firmy
              </Tooltip>
            ) : (
              'Zaproszone firmy'
            ),
            disabled: temporary,
            children: (
              <InvitedCompaniesTab
                orderId={order.id}
                investmentId={order.investment?.id ?? null}
                archived={order.status === 'ARCHIVED'}
              />
            ),
          },
        ]
      : []),
  ];
  const active = items.some((i) => i.key === tab && !i.disabled) ? tab : null;
  return active ? (
    <Tabs
      activeKey={active}
      items={items}
      onChange={(key) => void navigate(paths.orders.viewTab.to(order.id, key as OrderTab))}
    />
  ) : (
    <>
      <Tabs
        activeKey={tab}
        items={items.map(({ children: _c, ...i }) => i)}
        onChange={(key) => void navigate(paths.orders.viewTab.to(order.id, key as OrderTab))}
      />
      <Card>{anonymous && tab === 'inwestycja' ? <RegisterCall /> : <Alert type="info" showIcon title={LATER} />}</Card>
    </>
  );
};
