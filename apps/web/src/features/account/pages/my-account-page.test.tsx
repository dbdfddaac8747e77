import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildUser, jsonResponse } from '@/testing/factories';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { MyAccountPage } from './my-account-page';

const session = (id: string, device: string | null, current: boolean) => ({
  id,
  device,
  ip: '10.0.0.1',
  startedAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-27T09:30:00.000Z',
  current,
});
const HERE = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';

const PROFILE = { firstName: 'Jan', lastName: 'Kowalski', position: null, phone: null };

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body));

describe("'Moje konto'", () => {
  beforeEach(() => {
    useDesktopMedia();
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('changes the password: the shared rules first, a wrong current password at its field, then done', {
    timeout: 30_000,
  }, async () => {
    let wrong = true;
    const fetchMock = stubApi({
      'GET /users/me': () => buildUser({ login: 'jan.kowalski' }),
      'GET /users/me/sessions': () => [session(HERE, 'Chrome 156 · Linux', true)],
      'GET /users/me/profile': () => PROFILE,
      'PUT /users/me/password': () =>
        wrong
          ? jsonResponse(400, {
              status: 400,
              code: 'CURRENT_PASSWORD_WRONG',
              message: 'Obecne hasło jest nieprawidłowe.',
            })
          : undefined,
    });
    renderAt(<MyAccountPage />);
    expect(await screen.findByText('jan.kowalski')).toBeTruthy();
    const card = screen.getByTestId('password-change-card');
    fireEvent.change(within(card).getByLabelText('Obecne hasło'), { target: { value: 'Stare1234' } });
    fireEvent.change(within(card).getByLabelText('Nowe hasło'), { target: { value: 'krotkie' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(card).findByText('Hasło musi mieć co najmniej 8 znaków, w tym literę i cyfrę.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(within(card).getByLabelText('Nowe hasło'), { target: { value: 'NoweHaslo1' } });
    fireEvent.change(within(card).getByLabelText('Powtórz nowe hasło'), { target: { value: 'NoweHaslo1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(card).findByText('Obecne hasło jest nieprawidłowe.')).toBeTruthy();

    wrong = false;
    fireEvent.change(within(card).getByLabelText('Obecne hasło'), { target: { value: 'Dobre1234' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() => expect((within(card).getByLabelText('Obecne hasło') as HTMLInputElement).value).toBe(''));
    const put = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(bodyOf(put?.[1])).toEqual({
      currentPassword: 'Dobre1234',
      password: 'NoweHaslo1',
      passwordRepeat: 'NoweHaslo1',
    });
  });

  it('lists the sessions, marks this one and ends another', { timeout: 30_000 }, async () => {
    let sessions = [session(HERE, 'Chrome 156 · Linux', true), session(PHONE, 'Safari 18 · iOS', false)];
    const fetchMock = stubApi({
      'GET /users/me': () => buildUser(),
      'GET /users/me/sessions': () => sessions,
      'GET /users/me/profile': () => PROFILE,
      [`DELETE /users/me/sessions/${PHONE}`]: () => {
        sessions = sessions.filter((s) => s.id !== PHONE);
      },
    });
    renderAt(<MyAccountPage />);
    const rows = await screen.findAllByTestId('account-session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Ta sesja')).toBeTruthy();
    expect(within(rows[1]!).getByText(/Safari 18 · iOS/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/Ostatnio użyta: 27\.11\.2026/)).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Wyloguj' }));
    await waitFor(() => expect(screen.getAllByTestId('account-session')).toHaveLength(1));
    expect(screen.getByText('Brak innych aktywnych sesji.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('changes the name and phone: the shared rules first, then the stored format shown back', async () => {
    let stored = {
      firstName: 'Jan',
      lastName: 'Kowalski',
      position: null as string | null,
      phone: null as string | null,
    };
    const fetchMock = stubApi({
      'GET /users/me': () => buildUser({ login: 'jan.kowalski' }),
      'GET /users/me/sessions': () => [session(HERE, 'Chrome 156 · Linux', true)],
      'GET /users/me/profile': () => stored,
      'PUT /users/me/profile': ({ body }) => {
        const sent = body as typeof stored;
        stored = { ...sent, phone: '600 100 200' };
        return stored;
      },
    });
    renderAt(<MyAccountPage />);
    const card = await screen.findByTestId('account-data');
    const firstName = (await within(card).findByLabelText('Imię')) as HTMLInputElement;
    await waitFor(() => expect(firstName.value).toBe('Jan'));
    const save = within(card).getByRole('button', { name: 'Zapisz dane' }) as HTMLButtonElement;
    // the watched values follow the stored ones a render after the inputs do
    await waitFor(() => expect(save.disabled).toBe(true));

    fireEvent.change(firstName, { target: { value: ' ' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await within(card).findByText('Imię jest wymagane')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(firstName, { target: { value: 'Janusz' } });
    fireEvent.change(within(card).getByLabelText('Telefon'), { target: { value: '+48 600 100 200' } });
    fireEvent.click(save);
    await waitFor(() => expect((within(card).getByLabelText('Telefon') as HTMLInputElement).value).toBe('600 100 200'));
    const put = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(bodyOf(put?.[1])).toMatchObject({ firstName: 'Janusz', lastName: 'Kowalski', phone: '+48 600 100 200' });
  });
});
