import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { EmailChangePage } from './email-change-page';

const openLink = () =>
  renderRoutes([{ path: '/auth/nowy-email/:token', element: <EmailChangePage /> }], '/auth/nowy-email/abc');

describe('the e-mail change link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the new address, changes nothing on opening and confirms on the button', async () => {
    const fetchMock = stubApi({
      'GET /users/email-change': () => ({ email: 'nowy@example.pl' }),
      'POST /users/email-change': ({ body }) => {
        expect(body).toEqual({ token: 'abc' });
        return { email: 'nowy@example.pl' };
      },
    });
    openLink();
    expect(await screen.findByText('Potwierdź, że nowy@example.pl ma być adresem e-mail Twojego konta.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź nowy adres' }));
    expect(await screen.findByTestId('email-change-done')).toBeTruthy();
    expect(screen.getByTestId('email-change-done').textContent).toBe(
      'Adres e-mail Twojego konta to teraz nowy@example.pl.',
    );
  });

  it('says when the link does not work', async () => {
    stubApi({
      'GET /users/email-change': () =>
        jsonResponse(400, {
          status: 400,
          code: 'EMAIL_CHANGE_LINK_INVALID',
          message: 'Link potwierdzający nowy adres e-mail jest nieprawidłowy, wygasł lub został już użyty.',
        }),
    });
    openLink();
    expect((await screen.findByTestId('email-change-error')).textContent).toContain('wygasł lub został już użyty');
  });
});
