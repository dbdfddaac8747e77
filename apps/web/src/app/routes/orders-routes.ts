import { MESSAGES } from '@platform/shared';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const orderId = { orderId: MESSAGES.invalidOrderId };
const orderView = () =>
  import('@/features/placeholders/pages/order-view-page').then((m) => ({ Component: m.OrderViewPage }));

/** Orders marketplace and messages (spec 2.1); the screens come in later issues. */
export const ordersRoutes: RouteObject[] = [
  page(paths.orders.add, 'user'),
  page(paths.orders.edit, 'user', undefined, {
    numericParams: orderId,
    temporary: { mode: 'protected', permissions: ['ORDER_EDIT_APPROVAL'] },
  }),
  page(paths.orders.all, 'user'),
  page(paths.orders.my, 'user'),
  page(paths.orders.offered, 'user'),
  page(paths.orders.invitations, 'user'),
  page(paths.orders.map, 'user'),
  page(paths.orders.module, 'public'),
  page(paths.orders.view, 'public', orderView, {
    numericParams: orderId,
    temporary: { mode: 'unprotected', permissions: ['ORDER_EDIT_APPROVAL'] },
  }),
  page(paths.orders.viewTab, 'public', orderView, {
    numericParams: orderId,
    temporary: { mode: 'unprotected', permissions: ['ORDER_EDIT_APPROVAL'] },
  }),
  page(paths.myCompanyInvestments, 'user'),
  page(paths.messages.list, 'user'),
  page(paths.messages.order, 'user', undefined, { numericParams: orderId }),
  page(paths.messages.conversation, 'user', undefined, {
    numericParams: { ...orderId, conversationId: 'Nieprawidłowy ID konwersacji' },
  }),
  page(paths.messages.investment, 'user', undefined, {
    numericParams: { investmentId: 'Nieprawidłowy ID inwestycji' },
  }),
];
