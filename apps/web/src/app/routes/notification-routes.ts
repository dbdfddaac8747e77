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

/** The admin e-mail page (spec 2.1 `/emaile`, admin only) and the user's e-mail settings. */
export const notificationRoutes: RouteObject[] = [
  page(paths.emails, 'admin', adminEmails, { adminRoute: true }),
  page(paths.notificationSettings, 'user', settings),
];

const invitationIntent = () =>
  import('@/features/recommendations/pages/invitation-intent-page').then((m) => ({
    Component: m.InvitationIntentPage,
  }));

const accountActivation = () =>
  import('@/features/auth/pages/account-activation-page').then((m) => ({ Component: m.AccountActivationPage }));

/**
 * One-time links of e-mails: no login, no access rules (the token is the permission): unsubscribe,
 * an invitation's answer and an invited user's account activation.
 */
export const emailLinkRoutes: RouteObject[] = [
  page(paths.unsubscribe, 'public', unsubscribe),
  page(paths.invitationIntent, 'public', invitationIntent),
  page(paths.accountActivation, 'public', accountActivation),
];
