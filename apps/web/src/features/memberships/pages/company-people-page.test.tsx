import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildUser } from '@/testing/factories';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CompanyPeoplePage } from './company-people-page';

const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });
const request = {
  id: 7,
  status: 'PENDING',
  user: { id: 40, firstName: 'Marek', lastName: 'Obcy', email: 'marek@konkurent.pl', position: null, active: true },
  company: { id: 3, name: 'Konkurent Bud' },
  decidedBy: 'COMPANY_ADMIN',
  requestedBy: { id: 2, firstName: 'Jan', lastName: 'Kowalski', companyName: 'Inwestor SA' },
  orderId: 12,
  investmentName: 'Hala w Ząbkach',
  createdAt: '2026-11-27T10:00:00.000Z',
};
const event = {
  id: 1,
  change: 'REQUESTED',
  via: 'INVITATION',
  user: { id: 40, firstName: 'Marek', lastName: 'Obcy' },
  by: { id: 2, firstName: 'Jan', lastName: 'Kowalski' },
  at: '2026-11-27T10:00:00.000Z',
};

const stubPeopleApi = (me: ReturnType<typeof buildUser>) => {
  let pending = [request];
  return stubApi({
    'GET /users/me': () => me,
    'POST /membership-requests/7/decision': () => {
      pending = [];
    },
    '/companies/3/membership-requests': () => page(pending),
    '/companies/3/membership-history': () => page([event]),
  });
};

describe("'Konta użytkowników'", () => {
  beforeEach(useDesktopMedia);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the company admin who asks to join and lets the admin accept, then the list is empty', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubPeopleApi(buildUser({ companyAdmin: true, company: { id: 3 } }));
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(<CompanyPeoplePage />);
    expect(await screen.findByText('marek@konkurent.pl', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Jan Kowalski (Inwestor SA)')).toBeTruthy();
    expect(await screen.findByText('Prośba o dołączenie', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zaakceptuj' }));
    await waitFor(() => expect(screen.getByText('Brak próśb o dołączenie do firmy.')).toBeTruthy(), { timeout: 5000 });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ decision: 'APPROVE' });
  });

  it('tells a member without the admin role who manages the accounts, and asks the server nothing', async () => {
    const fetchMock = stubPeopleApi(buildUser({ companyAdmin: false, company: { id: 3 } }));
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(<CompanyPeoplePage />);
    expect(await screen.findByText('Kontami użytkowników firmy zarządza jej administrator.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('membership'))).toBe(false);
  });
});
