import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildOrder, jsonResponse, userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OrderCardPage } from './order-card-page';

/** The invited company's band on the card (spec 2.8): three answers, a decline needs a reason. */
const stubInvitation = (invited: boolean, orderClosed = false) => {
  let invitation = {
    invitedAt: '2026-11-20T10:00:00Z',
    intent: (orderClosed ? 'WILL_BID' : null) as string | null,
    declineReason: null as string | null,
    declineNote: null,
    intentAt: null,
    orderClosed,
  };
  return stubApi({
    '/users/me': () => userOfType('CLIENT'),
    'PUT /orders/12/invitation/me/intent': ({ body }) => {
      const { intent, declineReason } = body as { intent: string; declineReason?: string };
      invitation = { ...invitation, intent, declineReason: declineReason ?? null };
      return invitation;
    },
    '/orders/12/invitation/me': () =>
      invited ? invitation : jsonResponse(404, { status: 404, code: 'INVITATION_NOT_FOUND', message: 'Nie' }),
    '/orders/12': () => buildOrder(),
  });
};

const renderCard = () => {
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return renderRoutes([{ path: '/zlecenie/:orderId', element: <OrderCardPage /> }], '/zlecenie/12');
};

describe('invitation band', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets an invited company decline with a reason, then shows its answer', async () => {
    const fetchMock = stubInvitation(true);
    renderCard();
    await screen.findByTestId('order-card');
    const band = await screen.findByTestId('invitation-band', {}, { timeout: 3000 });
    fireEvent.click(within(band).getByTestId('intent-WONT_BID'));
    const ok = await screen.findByRole('button', { name: 'Wyślij odpowiedź' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('Zbyt duża odległość'));
    fireEvent.click(ok);
    await waitFor(() =>
      expect(within(band).getByText(/Twoja odpowiedź: Nie złożę oferty — Zbyt duża odległość/)).toBeTruthy(),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ intent: 'WONT_BID', declineReason: 'TOO_FAR' });
  });

  it('shows the final answer and no buttons on a closed order', async () => {
    stubInvitation(true, true);
    renderCard();
    const band = await screen.findByTestId('invitation-band', {}, { timeout: 3000 });
    expect(within(band).getByText('Zlecenie jest zamknięte. Twoja odpowiedź: Złożę ofertę.')).toBeTruthy();
    expect(within(band).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows nothing to a company that was not invited', async () => {
    stubInvitation(false);
    renderCard();
    await screen.findByTestId('order-card');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('invitation-band')).toBeNull();
  });
});
