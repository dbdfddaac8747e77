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

  it('says so when the link was used or has expired', async () => {
    stubApi({
      '*': () => jsonResponse(409, { status: 409, code: 'INTENT_LINK_USED', message: 'Ten link został już użyty.' }),
    });
    open();
    await waitFor(() => expect(screen.getByTestId('intent-link-error').textContent).toBeTruthy());
  });
});
