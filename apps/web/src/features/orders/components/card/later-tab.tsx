import { InPreparationNotice } from '@/components/in-preparation-notice';
import { LinkButton } from '@/components/link-button';
import { type OrderTab, paths } from '@/config/paths';

const TITLES: Partial<Record<OrderTab, string>> = {
  oferty: 'Oferty',
  zaproszenia: 'Zaproszone firmy',
  rekomendacje: 'Rekomendacje',
};

/** Offers, invited companies and recommendations come with their issues: the honest notice until then. */
export const LaterTab = ({ orderId, tab }: { orderId: number; tab: OrderTab }) => (
  <InPreparationNotice
    title={`Zlecenie nr ${orderId} (${TITLES[tab] ?? tab})`}
    actions={<LinkButton to={paths.orders.view.to(orderId)}>Wróć do karty zlecenia</LinkButton>}
  />
);
