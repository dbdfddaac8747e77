import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { InvitationIntentPage } from './invitation-intent-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const link = (intent: string) => ({
  orderId: 7,
  investmentName: 'Szkoła w Radomiu',
  requesterName: 'Budimex',
  invitedCompanyName: 'Dachy Kowalski',
  intent,
  used: false,
  orderClosed: false,
  answer: null,
});
const open = () =>
  renderRoutes(
    [{ path: '/odpowiedz-na-zaproszenie/:token', element: <InvitationIntentPage /> }],
    `/odpowiedz-na-zaproszenie/${TOKEN}`,
  );

describe('invitation answer link page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a decline only with a reason, on the click (opening the page uses nothing)', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubApi({
      'POST *': () => ({
        invitedAt: '2026-11-20T10:00:00.000Z',
        intent: 'WONT_BID',
        declineReason: 'TOO_FAR',
        declineNote: null,
        intentAt: '2026-11-25T10:00:00.000Z',
        orderClosed: false,
      }),
      '*': () => link('WONT_BID'),
    });
    open();
    expect(await screen.findByText('Szkoła w Radomiu')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([, init]) => init?.method !== 'POST')).toBe(true);
    const confirm = screen.getByTestId('intent-link-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Zbyt duża odległość'));
    fireEvent.click(confirm);
    expect(await screen.findByTestId('intent-link-done')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain(`/invitation-intents/${TOKEN}`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ declineReason: 'TOO_FAR', declineNote: null });
  });

  it('says so when the link has expired, in the message alone', async () => {
    stubApi({
      '*': () =>
        jsonResponse(400, { status: 400, code: 'INTENT_LINK_INVALID', message: 'Link jest nieprawidłowy lub wygasł.' }),
    });
    open();
    await waitFor(() =>
      expect(screen.getByTestId('intent-link-error').textContent).toBe('Link jest nieprawidłowy lub wygasł.'),
    );
  });

  it('shows the stored answer of a used link and leads to the card through the login', async () => {
    stubApi({
      '*': () => ({
        ...link('WILL_BID'),
        used: true,
        answer: { intent: 'WONT_BID', declineReason: 'TOO_FAR', intentAt: '2026-11-25T10:00:00.000Z' },
      }),
    });
    open();
    expect((await screen.findByTestId('intent-link-stored')).textContent).toBe(
      'Zapisana odpowiedź: Nie złożę oferty — Zbyt duża odległość (25.11.2026).',
    );
    expect(screen.getByText(/Odpowiedź możesz zmienić na karcie zlecenia/)).toBeTruthy();
    expect(screen.queryByTestId('intent-link-confirm')).toBeNull();
    expect(screen.getByTestId('intent-link-card').getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/zlecenie/7')}`,
    );
  });

  it('shows the final answer of a closed order, with nothing to confirm', async () => {
    stubApi({ '*': () => ({ ...link('WILL_BID'), orderClosed: true }) });
    open();
    expect(await screen.findByText('Zlecenie jest zamknięte')).toBeTruthy();
    expect(screen.getByTestId('intent-link-stored').textContent).toBe('Nie zapisano odpowiedzi.');
    expect(screen.queryByTestId('intent-link-confirm')).toBeNull();
  });

  it('shows the answer that stands when the link was used meanwhile', async () => {
    let used = false;
    stubApi({
      'POST *': () => {
        used = true;
        return jsonResponse(409, { status: 409, code: 'INTENT_LINK_USED', message: 'Ten link został już użyty.' });
      },
      '*': () =>
        used
          ? { ...link('WILL_BID'), used, answer: { intent: 'UNDECIDED', declineReason: null, intentAt: null } }
          : link('WILL_BID'),
    });
    open();
    fireEvent.click(await screen.findByTestId('intent-link-confirm'));
    expect((await screen.findByTestId('intent-link-stored')).textContent).toBe('Zapisana odpowiedź: Jeszcze nie wiem.');
  });
});
