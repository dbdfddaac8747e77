import type { AccountType, Order, UserMe } from '@platform/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '@/lib/notify';
import { storage } from '@/lib/storage';
import { buildOrder, userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OrderCardPage } from './order-card-page';

const order = buildOrder();

const counts = { visits: 3, contactFetches: 1, orderShares: 0, conversationInteractions: 0 };
const byCompany = {
  visits: [
    { id: 5, name: 'Budimex SA' },
    { id: 9, name: 'Mostostal Wrocław' },
  ],
  contactFetches: [{ id: 5, name: 'Budimex SA' }],
  orderShares: [],
  conversationInteractions: [],
};
const saved = {
  id: 12,
  status: 'RELEASED',
  isApproved: true,
  industries: [{ id: 1702, name: 'Generalne wykonawstwo' }],
  investment: { id: 3, name: 'Hala magazynowa' },
  // approving leaves the edit form's version as it was
  version: 1,
};

const EXTENDED = '/report/extended-order-statistics/12';

/** The API at the HTTP layer: the card, its statistics and the approval; `approved` flips after the PATCH. */
const stubCard = (user: UserMe, initial: Partial<Order> = {}) => {
  let current: Order = { ...order, ...initial };
  return stubApi({
    '/users/me': () => user,
    [EXTENDED]: () => byCompany,
    '/report/order-statistics/12': () => counts,
    'PATCH /orders/12/approve': () => {
      current = { ...current, isApproved: true, userAllowedToApprove: false };
      return saved;
    },
    '/orders/12': () => current,
  });
};

const calledWith = (fetchMock: ReturnType<typeof stubCard>, fragment: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(fragment)).length;

const renderCard = () =>
  renderRoutes(
    [
      { path: '/zlecenie/:orderId', element: <OrderCardPage /> },
      { path: '/auth/login', element: <div>Strona logowania</div> },
    ],
    '/zlecenie/12',
  );

const loggedInAs = (type: AccountType) => {
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return userOfType(type);
};

describe('order card: statistics by company (spec 6 "admin sees details by company")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('staff open the by-company view on demand and see the companies as links to their cards', async () => {
    const fetchMock = stubCard(loggedInAs('ADMINISTRATOR'));
    renderCard();
    const panel = await screen.findByTestId('order-statistics');
    await within(panel).findByText('3');
    expect(calledWith(fetchMock, EXTENDED)).toBe(0);

    fireEvent.click(within(panel).getByRole('button', { name: 'Statystyki według firm' }));
    const visits = await screen.findByTestId('companies-visits');
    const links = within(visits).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Budimex SA', '/firma/5'],
      ['Mostostal Wrocław', '/firma/9'],
    ]);
    expect(within(screen.getByTestId('companies-contactFetches')).getByRole('link').textContent).toBe('Budimex SA');
    expect(within(screen.getByTestId('companies-orderShares')).getByText('Brak firm')).toBeTruthy();
    expect(within(screen.getByTestId('companies-conversationInteractions')).getByText('Brak firm')).toBeTruthy();
    expect(calledWith(fetchMock, EXTENDED)).toBe(1);
  });

  it.each(['CLIENT', 'SUBACCOUNT'] as const)('%s: no by-company view and the call is never made', async (type) => {
    const fetchMock = stubCard(loggedInAs(type));
    renderCard();
    const panel = await screen.findByTestId('order-statistics');
    await within(panel).findByText('3');
    expect(within(panel).queryByRole('button', { name: 'Statystyki według firm' })).toBeNull();
    expect(calledWith(fetchMock, '/report/order-statistics/12')).toBeGreaterThan(0);
    expect(calledWith(fetchMock, EXTENDED)).toBe(0);
  });
});

describe('order card: approval under temporary access (spec 6 "Order approval shows a notice to log in")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a notice with a login link back to the card after the order is approved', async () => {
    storage.setTemporaryToken('temporary-token');
    stubCard(userOfType('CLIENT', { temporaryPermissions: ['ORDER_EDIT_APPROVAL'] }), {
      viewType: 'EDIT',
      isApproved: false,
      userAllowedToApprove: true,
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Zatwierdź zlecenie' }));

    const notice = await screen.findByTestId('approved-login-notice');
    expect(notice.textContent).toContain('Zlecenie zostało zatwierdzone. Zaloguj się, aby nim zarządzać.');
    // the card is read again: the approve button goes, the notice stays
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zatwierdź zlecenie' })).toBeNull());
    const login = within(screen.getByTestId('approved-login-notice')).getByRole('link', { name: 'Zaloguj się' });
    expect(login.getAttribute('href')).toBe(`/v2/auth/login?redirect=${encodeURIComponent('/zlecenie/12')}`);
  });

  it('a logged-in user gets the toast, not the notice', async () => {
    const success = vi.fn();
    setNotifier({ success, error: vi.fn(), info: vi.fn() });
    try {
      stubCard(loggedInAs('CLIENT'), { viewType: 'EDIT', isApproved: false, userAllowedToApprove: true });
      renderCard();
      fireEvent.click(await screen.findByRole('button', { name: 'Zatwierdź zlecenie' }));
      await waitFor(() => expect(success).toHaveBeenCalledWith('Zlecenie zostało zatwierdzone'));
      expect(screen.queryByTestId('approved-login-notice')).toBeNull();
    } finally {
      setNotifier(null);
    }
  });

  it("a settled order's card says 'Zlecenie zamknięte' beside its status", async () => {
    stubCard(loggedInAs('CLIENT'), { status: 'ARCHIVED', deletedReason: 'SETTLED' });
    renderCard();
    expect((await screen.findByTestId('order-card-settled')).textContent).toBe('Zlecenie zamknięte');
    expect(screen.getByTestId('order-status').textContent).toBe('Archiwum');
  });
});
