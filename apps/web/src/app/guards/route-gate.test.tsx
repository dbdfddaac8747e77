import { MESSAGES } from '@platform/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/query-keys';
import { storage } from '@/lib/storage';
import { userOfType } from '@/testing/factories';
import { renderRoutes, testQueryClient } from '@/testing/render';
import { RouteGate } from './route-gate';

const routes = [
  {
    Component: RouteGate,
    children: [
      { path: '/moje-zlecenia', handle: { title: 'Moje zlecenia', access: 'user' }, element: <p>lista zleceń</p> },
      {
        path: '/admin-panel',
        handle: { title: 'Panel', access: 'admin', adminRoute: true },
        element: <p>panel administracyjny</p>,
      },
    ],
  },
  { path: '/auth/login', element: <p>strona logowania</p> },
];

afterEach(() => vi.useRealTimers());

describe('RouteGate', () => {
  it('an anonymous visitor sees the countdown, then lands on the login page with a redirect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderRoutes(routes, '/moje-zlecenia');

    expect(await screen.findByText(MESSAGES.loginRequired)).toBeTruthy();
    expect(screen.getByTestId('countdown-seconds').textContent).toBe('10');
    expect(screen.queryByText('lista zleceń')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_500);
    });
    expect(await screen.findByText('strona logowania')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fmoje-zlecenia');
  });

  it('a logged-in client on an admin route sees the 403 text with the login button', async () => {
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.me('user'), userOfType('CLIENT'));
    renderRoutes(routes, '/admin-panel', queryClient);

    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByText('Zaloguj się')).toBeTruthy();
    expect(screen.queryByText('panel administracyjny')).toBeNull();
  });

  it('a logged-in user sees the protected page', async () => {
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.me('user'), userOfType('ADMINISTRATOR'));
    renderRoutes(routes, '/admin-panel', queryClient);
    expect(await screen.findByText('panel administracyjny')).toBeTruthy();
  });
});
