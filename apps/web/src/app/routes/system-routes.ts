import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { type LazyPage, page, type RouteHandle } from '../route-handle';

const lazyPage =
  <M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyPage =>
  () =>
    load().then((m) => ({ Component: pick(m) }));

const dashboard = lazyPage(
  () => import('./start-page'),
  (m) => m.StartPage,
);
const login = lazyPage(
  () => import('@/features/auth/pages/login-page'),
  (m) => m.LoginPage,
);
const register = lazyPage(
  () => import('@/features/auth/pages/register-page'),
  (m) => m.RegisterPage,
);
const forgotPassword = lazyPage(
  () => import('@/features/auth/pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const passwordReset = lazyPage(
  () => import('@/features/auth/pages/password-reset-page'),
  (m) => m.PasswordResetPage,
);
const emailChange = lazyPage(
  () => import('@/features/auth/pages/email-change-page'),
  (m) => m.EmailChangePage,
);
const notFound = lazyPage(
  () => import('@/features/errors/pages/not-found-page'),
  (m) => m.NotFoundPage,
);
const forbidden = lazyPage(
  () => import('@/features/errors/pages/forbidden-page'),
  (m) => m.ForbiddenPage,
);
const payloadIncorrect = lazyPage(
  () => import('@/features/errors/pages/payload-incorrect-page'),
  (m) => m.PayloadIncorrectPage,
);
const investment = lazyPage(
  () => import('@/features/investments/pages/investment-page'),
  (m) => m.InvestmentPage,
);
const temporaryEntry = lazyPage(
  () => import('@/features/temporary-access/pages/temporary-access-entry-page'),
  (m) => m.TemporaryAccessEntryPage,
);
const temporaryTest = lazyPage(
  () => import('@/features/temporary-access/pages/temporary-access-test-page'),
  (m) => m.TemporaryAccessTestPage,
);

const t = paths.temporaryAccess;
const testPermissions = ['TEST_VIEW', 'TEST_CREATE'] as const;

/** The login page and the temporary-access entry: no access rules and no Ant Design (light first load). */
export const lightRoutes: RouteObject[] = [
  page(paths.auth.login, 'public', login),
  page(paths.auth.forgotPassword, 'public', forgotPassword),
  page(paths.auth.passwordReset, 'public', passwordReset),
  page(paths.auth.emailChange, 'public', emailChange),
  page(t.entry, 'public', temporaryEntry),
];

/**
 * Routes without access rules: registration, error pages, the investment page and the not-found
 * fallback. They render without the route gate (and its chunk).
 */
export const openRoutes: RouteObject[] = [
  page(paths.auth.register, 'public', register),
  page(paths.errors.notFound, 'public', notFound),
  page(paths.errors.forbidden, 'public', forbidden),
  page(paths.errors.payloadIncorrect, 'public', payloadIncorrect),
  // the investment page /-{investmentId}: one dynamic segment, below every static route
  page(paths.investment, 'public', investment),
  { ...page(paths.errors.notFound, 'public', notFound), path: '*' },
];

/** Dashboard and the temporary-access test routes (spec 2.6). */
export const systemRoutes: RouteObject[] = [
  { index: true, handle: { title: paths.home.title, access: 'user' } satisfies RouteHandle, lazy: dashboard },
  page(t.testProtected, 'user', temporaryTest, { temporary: { mode: 'protected', permissions: [] } }),
  page(t.testProtectedWithPermissions, 'user', temporaryTest, {
    temporary: { mode: 'protected', permissions: testPermissions },
  }),
  page(t.testUnprotected, 'public', temporaryTest, { temporary: { mode: 'unprotected', permissions: [] } }),
  page(t.testUnprotectedWithPermissions, 'public', temporaryTest, {
    temporary: { mode: 'unprotected', permissions: testPermissions },
  }),
];
