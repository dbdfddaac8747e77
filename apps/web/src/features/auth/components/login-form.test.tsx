import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { jsonResponse } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { LoginPage } from '../pages/login-page';

let fetchMock: ReturnType<typeof stubApi>;
const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/zlecenia', element: <p>lista zleceń</p> },
  { path: '/', element: <p>strona główna</p> },
];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('sends a logged-in user to the dashboard instead of the form', async () => {
    storage.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    renderRoutes(routes, '/auth/login');
    expect(await screen.findByText('strona główna')).toBeTruthy();
    storage.clearAllExceptWelcome();
  });

  it('validates with the shared schema and shows the Polish field messages', async () => {
    renderRoutes(routes, '/auth/login');
    submit();
    expect(await screen.findByText('Login jest wymagany')).toBeTruthy();
    expect(screen.getByText('Hasło jest wymagane')).toBeTruthy();
  });

  it('shows the server message of a refused login', async () => {
    stubApi({
      'POST /auth/login': () =>
        jsonResponse(401, { status: 401, code: 'INVALID_CREDENTIALS', message: 'Nieprawidłowy login lub hasło.' }),
    });
    renderRoutes(routes, '/auth/login');
    type('Login', 'klient');
    type('Hasło', 'złe-hasło');
    submit();
    expect(await screen.findByText('Nieprawidłowy login lub hasło.')).toBeTruthy();
    expect(storage.getAccessToken()).toBeNull();
  });

  it('stores the tokens and goes to the redirect target', async () => {
    fetchMock = stubApi({ 'POST /auth/login': () => ({ accessToken: 'a1', refreshToken: 'r1' }) });
    renderRoutes(routes, '/auth/login?redirect=%2Fzlecenia');
    type('Login', 'klient');
    type('Hasło', 'Demo123!');
    submit();
    expect(await screen.findByText('lista zleceń')).toBeTruthy();
    await waitFor(() => expect(storage.getRefreshToken()).toBe('r1'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'klient', password: 'Demo123!' });
  });
});
