import type { Order } from '@platform/shared';
import { Alert, Card, Tabs, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { InvestmentDetails } from '@/components/investment-details';
import { type OrderTab, paths } from '@/config/paths';
import { OrderDetailsTab } from './order-details-tab';
import { RegisterCall } from './register-call';

const LATER = 'Ta część platformy jest w przygotowaniu.';

/**
 * Tabs of spec 2.8: Zlecenie, Inwestycja (disabled for anonymous visitors, who opening it by its
 * address get the call to register or log in), Pytania for logged-in users (questions about the
 * order; our tab), and for editors Oferty and Zaproszone firmy
 * (disabled with a tooltip under temporary access), and Rekomendacje (the tab name of spec 2.1). The
 * editors' tabs are other features',
 * composed by the card's page.
 */
export const OrderCardTabs = ({
  order,
  tab,
  temporary = false,
  questions,
  offers,
  invitedCompanies,
  recommendations,
}: {
  order: Order;
  tab: OrderTab;
  temporary?: boolean;
  /** Pytania: questions about the order and their answers (logged-in users) */
  questions?: ReactNode;
  /** Oferty: the order's offers */
  offers?: ReactNode;
  /** Zaproszone firmy: the order's invited companies */
  invitedCompanies?: ReactNode;
  /** Rekomendacje: the companies recommended for the order */
  recommendations?: ReactNode;
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
    ...(questions && !anonymous
      ? [
          {
            key: 'pytania',
            label: temporary ? (
              <Tooltip title="Niedostępne w dostępie tymczasowym. Zaloguj się, aby zobaczyć pytania.">Pytania</Tooltip>
            ) : (
              'Pytania'
            ),
            disabled: temporary,
            children: questions,
          },
        ]
      : []),
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
            children: offers,
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
            children: invitedCompanies,
          },
          {
            key: 'rekomendacje',
            label: temporary ? (
              <Tooltip title="Niedostępne w dostępie tymczasowym. Zaloguj się, aby zobaczyć polecane firmy.">
                Rekomendacje
              </Tooltip>
            ) : (
              'Rekomendacje'
            ),
            disabled: temporary,
            children: recommendations,
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
