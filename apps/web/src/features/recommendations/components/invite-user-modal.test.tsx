import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { InviteUserModal } from './invite-user-modal';

const company = {
  content: [{ id: 31, name: 'Dachbud Sp. z o.o.', nip: '5260001246' }],
  totalElements: 1,
  totalPages: 1,
  page: 0,
  size: 20,
};

describe("'Zaproś nowego użytkownika'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec messages of the empty form and sends nothing', async () => {
    const fetchMock = stubApi({ '*': () => company });
    renderAt(<InviteUserModal investmentId={5} orderId={12} open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zaproś' }));
    for (const message of [
      'Wybierz firmę',
      'Imię jest wymagane',
      'Nazwisko jest wymagane',
      'Nieprawidłowy adres email',
      'Telefon jest wymagany',
      'Stanowisko jest wymagane',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/users/invite'))).toBe(false);
  });

  it("sends the person with the chosen company, investment and order; a known e-mail shows 'Taki użytkownik już istnieje'", {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubApi({
      '/users/invite': () =>
        jsonResponse(409, { status: 409, code: 'USER_ALREADY_EXISTS', message: 'Taki użytkownik już istnieje' }),
      '*': () => company,
    });
    renderAt(<InviteUserModal investmentId={5} orderId={12} open onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Firma (nazwa lub NIP)'), { target: { value: 'Dach' } });
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option');
      if (!found) throw new Error('no option yet');
      return found;
    });
    fireEvent.click(option);
    fireEvent.change(screen.getByLabelText('Imię'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Nazwisko'), { target: { value: 'Nowicka' } });
    fireEvent.change(screen.getByLabelText('Adres e-mail'), { target: { value: 'anna@dachbud.pl' } });
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600 100 200' } });
    fireEvent.mouseDown(screen.getByLabelText('Stanowisko'));
    fireEvent.click(await screen.findByTitle('kierownik budowy'));
    fireEvent.click(screen.getByRole('button', { name: 'Zaproś' }));
    expect(await screen.findByText('Taki użytkownik już istnieje')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/users/invite'));
    expect(JSON.parse(String((call as unknown as [string, RequestInit])[1].body))).toEqual({
      name: 'Anna',
      lastName: 'Nowicka',
      email: 'anna@dachbud.pl',
      phone: '600 100 200',
      position: 'kierownik budowy',
      companyId: 31,
      investmentId: 5,
      orderId: 12,
    });
  });
});
