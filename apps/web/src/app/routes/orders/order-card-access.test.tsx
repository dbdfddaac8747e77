import { errorMessage } from '@platform/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { storage } from '@/lib/storage';
import { buildOrder, jsonResponse, userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OrderCardPage } from './order-card-page';

const order = buildOrder({
  viewType: 'UNAUTHENTICATED',
  industries: [{ industryId: 1702, industryName: 'Generalne wykonawstwo' }],
});

const MESSAGE = errorMessage('ORDER_INDUSTRY_USERS_ONLY');
const refused = () => jsonResponse(403, { status: 403, code: 'ORDER_INDUSTRY_USERS_ONLY', message: MESSAGE });

/** The API at the HTTP layer: the card answers `card()`; everything else is not found. */
const stubCard = (card: () => Response) =>
  stubApi({ '/users/me': () => userOfType('CLIENT'), '/orders/12': () => card() });

const renderCard = (at = '/zlecenie/12') =>
  renderRoutes(
    [
      { path: '/zlecenie/:orderId', element: <OrderCardPage /> },
      { path: '/zlecenie/:orderId/:orderTab', element: <OrderCardPage /> },
      { path: '/auth/login', element: <div>Strona logowania</div> },
      { path: '/forbidden', element: <div>Strona 403</div> },
    ],
    at,
  );

const navigate = vi.fn();

describe('order card visible to industry users only: 403 ORDER_INDUSTRY_USERS_ONLY (spec 2.12)', () => {
  beforeEach(() => setNavigator(navigate));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    navigate.mockReset();
  });

  it('anonymous: the login countdown in place, the address stays the order, the login returns to it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubCard(refused);
    const { router } = renderCard();

    expect(await screen.findByText('Strona dostępna po zalogowaniu')).toBeTruthy();
    expect(screen.getByTestId('countdown-seconds').textContent).toBe('10');
    const login = screen.getByRole('link', { name: 'Zaloguj się' });
    expect(login.getAttribute('href')).toBe(`/v2/auth/login?redirect=${encodeURIComponent('/zlecenie/12')}`);
    expect(router.state.location.pathname).toBe('/zlecenie/12');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('Strona 403')).toBeNull();

    // after the 10 seconds: the login page, which will come back to the order
    await act(async () => {
      for (let s = 0; s < 10; s++) vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/zlecenie/12')}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logged in outside the order's industries: the server's reason with a way back, no forbidden page", async () => {
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    stubCard(refused);
    const { router } = renderCard();

    const reason = await screen.findByTestId('order-forbidden');
    expect(reason.textContent).toBe('To zlecenie jest widoczne tylko dla firm z branż tego zlecenia.');
    expect(screen.getByText('Brak dostępu do zlecenia')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wróć' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do listy zleceń' }).getAttribute('href')).toBe('/v2/zlecenia');
    expect(screen.queryByText('Strona dostępna po zalogowaniu')).toBeNull();
    expect(router.state.location.pathname).toBe('/zlecenie/12');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('order card: the Inwestycja tab of an anonymous visitor (spec 2.8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opened by its address: the call to register or log in (back to this tab), not the in-preparation notice', async () => {
    stubCard(() => jsonResponse(200, order));
    renderCard('/zlecenie/12/inwestycja');

    await screen.findByTestId('order-card');
    expect(screen.getByRole('tab', { name: 'Inwestycja' }).getAttribute('aria-disabled')).toBe('true');
    const calls = screen.getAllByTestId('register-call');
    expect(calls).toHaveLength(1);
    expect(within(calls[0]!).getByRole('link', { name: 'Zarejestruj się' }).getAttribute('href')).toBe(
      '/v2/auth/zarejestruj',
    );
    expect(within(calls[0]!).getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe(
      `/v2/auth/login?redirect=${encodeURIComponent('/zlecenie/12/inwestycja')}`,
    );
    expect(screen.queryByText('Ta część platformy jest w przygotowaniu.')).toBeNull();
  });
});
