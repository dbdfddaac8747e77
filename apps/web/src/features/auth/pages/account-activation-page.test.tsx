import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { jsonResponse } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { AccountActivationPage } from './account-activation-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const open = () =>
  renderRoutes(
    [
      { path: '/aktywuj-konto/:token', element: <AccountActivationPage /> },
      { path: '/', element: <p>Strona główna</p> },
      { path: '/zlecenie/:orderId', element: <p>Karta zlecenia</p> },
    ],
    `/aktywuj-konto/${TOKEN}`,
  );

describe('account activation link page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows whose account it is, checks the passwords, then logs in and opens the order of the invitation', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubApi({
      'POST *': () => ({ accessToken: 'access-a', refreshToken: 'refresh-a' }),
      '*': () => ({
        firstName: 'Anna',
        lastName: 'Nowicka',
        login: 'anna@dachbud.pl',
        companyName: 'Dachbud Sp. z o.o.',
        invitedByCompanyName: 'KRAMET',
        investmentName: 'Hala sportowa w Ząbkach',
        orderId: 12,
        membershipPending: true,
      }),
    });
    open();
    expect(await screen.findByText('Dachbud Sp. z o.o.')).toBeTruthy();
    // invited by another company: the company's admin lets the person in
    expect(screen.getByTestId('activation-membership-pending').textContent).toContain(
      'Do firmy Dachbud Sp. z o.o. dołączysz, gdy zaakceptuje to jej administrator',
    );
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'Haslo1234' } });
    fireEvent.change(screen.getByLabelText('Powtórz hasło'), { target: { value: 'Haslo12345' } });
    fireEvent.click(screen.getByTestId('activation-submit'));
    expect(await screen.findByText('Hasła nie są takie same.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Powtórz hasło'), { target: { value: 'Haslo1234' } });
    fireEvent.click(screen.getByTestId('activation-submit'));
    expect(await screen.findByText('Karta zlecenia')).toBeTruthy();
    await waitFor(() => expect(storage.getAccessToken()).toBe('access-a'));
  });

  it('says so when the link was used', async () => {
    stubApi({
      '*': () =>
        jsonResponse(409, {
          status: 409,
          code: 'ACTIVATION_LINK_USED',
          message: 'Konto zostało już aktywowane. Zaloguj się.',
        }),
    });
    open();
    await waitFor(() =>
      expect(screen.getByTestId('activation-error').textContent).toContain('Konto zostało już aktywowane'),
    );
  });
});
