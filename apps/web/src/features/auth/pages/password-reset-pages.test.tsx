import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { jsonResponse } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ForgotPasswordPage } from './forgot-password-page';
import { PasswordResetPage } from './password-reset-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const open = (at: string, client?: QueryClient) =>
  renderRoutes(
    [
      { path: '/auth/nie-pamietam-hasla', element: <ForgotPasswordPage /> },
      { path: '/auth/nowe-haslo/:token', element: <PasswordResetPage /> },
      { path: '/', element: <p>Strona główna</p> },
    ],
    at,
    client,
  );
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body));

describe("'Nie pamiętam hasła'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the address, sends it and answers the same for any address', async () => {
    const fetchMock = stubApi({ 'POST /password-reset': () => new Response(null, { status: 204 }) });
    open('/auth/nie-pamietam-hasla');
    fireEvent.change(await screen.findByLabelText('Adres e-mail'), { target: { value: 'nie adres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Adres e-mail jest niepoprawny')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Adres e-mail'), { target: { value: ' Jan@Firma.pl ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByTestId('password-reset-sent')).textContent).toContain(
      'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link',
    );
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'jan@firma.pl' });
  });

  it('shows the limit message of a refused request', async () => {
    stubApi({
      'POST /password-reset': () =>
        jsonResponse(429, {
          status: 429,
          code: 'PASSWORD_RESET_LIMIT_EXCEEDED',
          message: 'Wysłano zbyt wiele próśb o zmianę hasła. Spróbuj ponownie później.',
        }),
    });
    open('/auth/nie-pamietam-hasla');
    fireEvent.change(await screen.findByLabelText('Adres e-mail'), { target: { value: 'jan@firma.pl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wysłano zbyt wiele próśb o zmianę hasła');
  });
});

describe('the link of the e-mail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the login, checks the passwords, then logs in and opens the start page', async () => {
    const fetchMock = stubApi({
      'POST *': () => ({ accessToken: 'access-r', refreshToken: 'refresh-r' }),
      '*': () => ({ login: 'jan.kowalski' }),
    });
    open(`/auth/nowe-haslo/${TOKEN}`);
    expect((await screen.findByTestId('password-reset-login')).textContent).toBe('jan.kowalski');
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'NoweHaslo1' } });
    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'NoweHaslo2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }));
    expect(await screen.findByText('Hasła nie są takie same.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'NoweHaslo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }));
    expect(await screen.findByText('Strona główna')).toBeTruthy();
    await waitFor(() => expect(storage.getAccessToken()).toBe('access-r'));
  });

  it('once the password is set, does not ask about the spent link again: the start page, logged in, with the confirmation', async () => {
    let spent = false;
    const lookups: string[] = [];
    stubApi({
      [`POST /password-reset/${TOKEN}`]: () => {
        spent = true;
        return { accessToken: 'access-s', refreshToken: 'refresh-s' };
      },
      [`GET /password-reset/${TOKEN}`]: () => {
        lookups.push(spent ? 'after' : 'before');
        // the server's answer for a used link
        return spent
          ? jsonResponse(400, {
              status: 400,
              code: 'PASSWORD_RESET_LINK_INVALID',
              message: 'Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
            })
          : { login: 'jan.kowalski' };
      },
      '*': () => ({}),
    });
    // the app's own query client, which the new session resets as in the browser
    open(`/auth/nowe-haslo/${TOKEN}`, queryClient);
    expect((await screen.findByTestId('password-reset-login')).textContent).toBe('jan.kowalski');
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'NoweHaslo1' } });
    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'NoweHaslo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }));
    expect(await screen.findByText('Strona główna')).toBeTruthy();
    expect((await screen.findAllByText(/Hasło zostało zmienione/)).length).toBeGreaterThan(0);
    // what the new session refetches has had its turn
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups).toEqual(['before']);
    expect(screen.queryByTestId('password-reset-error')).toBeNull();
    expect(storage.getAccessToken()).toBe('access-s');
  });

  it('says when the link no longer works and offers a new one', async () => {
    stubApi({
      '*': () =>
        jsonResponse(400, {
          status: 400,
          code: 'PASSWORD_RESET_LINK_INVALID',
          message: 'Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
        }),
    });
    open(`/auth/nowe-haslo/${TOKEN}`);
    expect((await screen.findByTestId('password-reset-error')).textContent).toContain('nieprawidłowy lub wygasł');
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' }).getAttribute('href')).toBe(
      '/auth/nie-pamietam-hasla',
    );
  });
});
