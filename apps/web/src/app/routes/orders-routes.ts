import { MESSAGES } from '@platform/shared';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { type LazyPage, page } from '../route-handle';

const orderId = { orderId: MESSAGES.invalidOrderId };
const orderView: LazyPage = () => import('./orders/order-card-page').then((m) => ({ Component: m.OrderCardPage }));
const orderForm: LazyPage = () => import('./orders/order-form-page').then((m) => ({ Component: m.OrderFormPage }));
const allOrders: LazyPage = () => import('./orders/order-list-pages').then((m) => ({ Component: m.AllOrdersPage }));
const myOrders: LazyPage = () => import('./orders/order-list-pages').then((m) => ({ Component: m.MyOrdersPage }));
const messages: LazyPage = () =>
  import('@/features/conversations/pages/messages-page').then((m) => ({ Component: m.MessagesPage }));
const ordersMap: LazyPage = () => import('./orders/orders-map-page').then((m) => ({ Component: m.OrdersMapPage }));
const invitations: LazyPage = () =>
  import('./orders/order-list-pages').then((m) => ({ Component: m.OrderInvitationsPage }));
const offered: LazyPage = () => import('./orders/order-list-pages').then((m) => ({ Component: m.OfferedOrdersPage }));
const myInvestments: LazyPage = () =>
  import('@/features/investments/pages/my-investments-page').then((m) => ({ Component: m.MyInvestmentsPage }));

/** Orders marketplace and messages (spec 2.1); messages, map, offered and invited lists come later. */
export const ordersRoutes: RouteObject[] = [
  page(paths.orders.add, 'user', orderForm),
  page(paths.orders.edit, 'user', orderForm, {
    numericParams: orderId,
    temporary: { mode: 'protected', permissions: ['ORDER_EDIT_APPROVAL'] },
  }),
  page(paths.orders.all, 'user', allOrders, { ownUpsell: true }),
  page(paths.orders.my, 'user', myOrders, { ownUpsell: true }),
  page(paths.orders.offered, 'user', offered),
  page(paths.orders.invitations, 'user', invitations),
  page(paths.orders.map, 'user', ordersMap),
  page(paths.orders.module, 'public'),
  page(paths.orders.view, 'public', orderView, {
    numericParams: orderId,
    temporary: { mode: 'unprotected', permissions: ['ORDER_EDIT_APPROVAL'] },
  }),
  page(paths.orders.viewTab, 'public', orderView, {
    numericParams: orderId,
    temporary: { mode: 'unprotected', permissions: ['ORDER_EDIT_APPROVAL'] },
  }),
  page(paths.myCompanyInvestments, 'user', myInvestments),
  page(paths.messages.list, 'user', messages),
  page(paths.messages.order, 'user', messages, { numericParams: orderId }),
  page(paths.messages.conversation, 'user', messages, {
    numericParams: { ...orderId, conversationId: 'Nieprawidłowy ID konwersacji' },
  }),
  page(paths.messages.investment, 'user', messages, {
    numericParams: { investmentId: 'Nieprawidłowy ID inwestycji' },
  }),
];
