import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildOrder, jsonResponse, userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { OrderCardPage } from './order-card-page';

/** The invited company's band on the card (spec 2.8): three answers, a decline needs a reason. */
const stubApi = (invited: boolean) => {
  let invitation = {
    invitedAt: '2026-11-20T10:00:00Z',
    intent: null as string | null,
    declineReason: null as string | null,
    declineNote: null,
    intentAt: null,
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.endsWith('/users/me')) return jsonResponse(200, userOfType('CLIENT'));
    if (path.endsWith('/orders/12/invitation/me/intent') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      invitation = { ...invitation, intent: body.intent, declineReason: body.declineReason ?? null };
      return jsonResponse(200, invitation);
    }
    if (path.endsWith('/orders/12/invitation/me'))
      return invited
        ? jsonResponse(200, invitation)
        : jsonResponse(404, { status: 404, code: 'INVITATION_NOT_FOUND', message: 'Nie' });
    if (path.endsWith('/orders/12')) return jsonResponse(200, buildOrder());
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'Nie znaleziono' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const renderCard = () => {
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return renderRoutes([{ path: '/zlecenie/:orderId', element: <OrderCardPage /> }], '/zlecenie/12');
};

describe('invitation band', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets an invited company decline with a reason, then shows its answer', async () => {
    const fetchMock = stubApi(true);
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

  it('shows nothing to a company that was not invited', async () => {
    stubApi(false);
    renderCard();
    await screen.findByTestId('order-card');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('invitation-band')).toBeNull();
  });
});
