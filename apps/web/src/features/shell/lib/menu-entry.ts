import { legacyRoutes as legacy } from '@/config/legacy-paths';
import { paths } from '@/config/paths';

/**
 * Menu types and the menus every page shows (public menu, footer). Free of the shared access
 * rules, so the first page load does not need the contract; the logged-in menus are in menu-model.
 */
/** Counts behind the top-bar badges (implemented by the orders and messages modules later). */
export type BadgeSource =
  | 'ordersTotal'
  | 'myOrdersNotApproved'
  | 'orderInvitations'
  | 'offeredOrders'
  | 'unreadMessages';

/** A menu entry: `to` is a route inside the app (the old platform's pages too, see legacy-paths), `href` an outside page. */
export type MenuEntry = {
  key: string;
  label: string;
  to?: string;
  href?: string;
  badge?: BadgeSource;
  children?: MenuEntry[];
};

/** Public menu for anonymous visitors and temporary access (spec 2.4). */
export const PUBLIC_MENU: MenuEntry[] = [
  { key: 'orders-module', label: 'Zlecenia budowlane', to: paths.orders.module.to() },
  { key: 'sample-investments', label: 'Przykładowe inwestycje', to: legacy.sampleInvestments },
  { key: 'sample-orders', label: 'Przykładowe zlecenia', to: legacy.sampleOrders },
  { key: 'offer', label: 'Oferta', to: legacy.offer },
];

export const FOOTER_LINKS: MenuEntry[] = [
  { key: 'offer', label: 'Oferta', to: legacy.offer },
  { key: 'about', label: 'O nas', to: legacy.about },
  { key: 'contact', label: 'Kontakt', to: legacy.contact },
  { key: 'support', label: 'Support', to: legacy.support },
  { key: 'privacy', label: 'Polityka prywatności', to: legacy.privacyPolicy },
];
