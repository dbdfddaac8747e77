import { useParams } from 'react-router';
import { InPreparationNotice } from '@/components/in-preparation-notice';
import { NotFoundScreen } from '@/components/not-found-screen';
import { ORDER_TABS, type OrderTab } from '@/config/paths';

const TAB_TITLES: Record<OrderTab, string> = {
  zlecenie: 'Zlecenie',
  inwestycja: 'Inwestycja',
  oferty: 'Oferty',
  zaproszenia: 'Zaproszone firmy',
  rekomendacje: 'Rekomendacje',
};

const isOrderTab = (tab: string): tab is OrderTab => (ORDER_TABS as readonly string[]).includes(tab);

/** /zlecenie/:orderId(/:orderTab): the order card comes later; an unknown tab is not found. */
export const OrderViewPage = () => {
  const { orderId, orderTab } = useParams();
  if (orderTab !== undefined && !isOrderTab(orderTab)) return <NotFoundScreen />;
  const tab = orderTab && isOrderTab(orderTab) ? ` (${TAB_TITLES[orderTab]})` : '';
  return <InPreparationNotice title={`Zlecenie nr ${orderId}${tab}`} />;
};
