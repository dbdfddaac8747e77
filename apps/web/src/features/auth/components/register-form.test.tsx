import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { RegisterPage } from '../pages/register-page';

let fetchMock: ReturnType<typeof stubApi>;
const routes = [
  { path: '/auth/zarejestruj', element: <RegisterPage /> },
  { path: '/', element: <p>pulpit</p> },
];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

const fillCorrectly = () => {
  type('Nazwa firmy', 'Budmax');
  type('NIP', '5260001246');
  type('Kod pocztowy', '00950');
  type('Miejscowość', 'Warszawa');
  type('Imię', 'Jan');
  type('Nazwisko', 'Kowalski');
  type('E-mail', 'jan@budmax.pl');
  type('Login', 'jankowalski');
  type('Hasło', 'Tajne123');
  type('Powtórz hasło', 'Tajne123');
  fireEvent.click(screen.getByRole('checkbox'));
};

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('masks the postal code as the NIP is masked', async () => {
    renderRoutes(routes, '/auth/zarejestruj');
    type('Kod pocztowy', '00950');
    await waitFor(() => expect((screen.getByLabelText('Kod pocztowy') as HTMLInputElement).value).toBe('00-950'));
  });

  it('recovers after an empty submit: fixed fields lose their errors and the request goes out', async () => {
    fetchMock = stubApi({ 'POST /auth/register': () => ({ accessToken: 'a1', refreshToken: 'r1' }) });
    renderRoutes(routes, '/auth/zarejestruj');
    submit();
    expect(await screen.findByText('Kod pocztowy jest niepoprawny')).toBeTruthy();
    // a failed submit takes the user to the first field in error
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nazwa firmy')));
    fillCorrectly();
    await waitFor(() => expect(screen.getByLabelText('Kod pocztowy').getAttribute('aria-invalid')).not.toBe('true'));
    expect(document.querySelectorAll('.ant-form-item-has-error')).toHaveLength(0);
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/register');
    expect(JSON.parse(String(init?.body)).company).toMatchObject({ nip: '526-000-12-46', zipCode: '00-950' });
    expect(await screen.findByText('pulpit')).toBeTruthy();
  });
});
