import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const adminEmails = () =>
  import('@/features/notifications/pages/admin-emails-page').then((m) => ({ Component: m.AdminEmailsPage }));
const settings = () =>
  import('@/features/notifications/pages/notification-settings-page').then((m) => ({
    Component: m.NotificationSettingsPage,
  }));
const unsubscribe = () =>
  import('@/features/notifications/pages/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage }));

/** The admin e-mail page (spec 2.1 `/emaile`, admin only) and the user's e-mail settings (issue 12). */
export const notificationRoutes: RouteObject[] = [
  page(paths.emails, 'admin', adminEmails, { adminRoute: true }),
  page(paths.notificationSettings, 'user', settings),
];

/** The unsubscribe link of an e-mail: no login, no access rules (the signed token is the permission). */
export const unsubscribeRoutes: RouteObject[] = [page(paths.unsubscribe, 'public', unsubscribe)];
