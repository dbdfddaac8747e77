import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  right: null,
  at: '2026-11-27T10:00:00.000Z',
};
const person = (id: number, over: object = {}) => ({
  id,
  firstName: 'Ewa',
  lastName: `Osoba${id}`,
  email: `ewa${id}@firma.pl`,
  phone: null,
  position: 'kierownik budowy',
  status: 'ACTIVE',
  companyAdmin: false,
  rights: ['CONVERSATIONS', 'CONTACT_PERSON'],
  ...over,
});

const stubPeopleApi = (me: ReturnType<typeof buildUser>) => {
  let pending = [request];
  return stubApi({
    'GET /users/me': () => me,
    'POST /membership-requests/7/decision': () => {
      pending = [];
    },
    '/companies/3/membership-requests': () => page(pending),
    '/companies/3/membership-history': () => page([event]),
    '/companies/3/people': () => [
      person(11, { companyAdmin: true, rights: ['OFFER_EDIT', 'COMPANY_EDIT', 'CONVERSATIONS', 'CONTACT_PERSON'] }),
      person(12),
    ],
    'PUT /companies/3/people/12/rights': () => undefined,
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

  it('lists the people with their rights; the admin row is locked; a checkbox saves the whole set', {
    timeout: 60_000,
  }, async () => {
    const fetchMock = stubPeopleApi(buildUser({ id: 11, companyAdmin: true, company: { id: 3 } }));
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(<CompanyPeoplePage />);
    expect(await screen.findByText('ewa12@firma.pl', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('to Ty')).toBeTruthy();
    // label queries: role queries over the whole table are slow in jsdom
    const offerBox = (id: number) =>
      within(screen.getByTestId(`person-${id}`)).getByLabelText('Edycja oferty') as HTMLInputElement;
    expect([offerBox(11).checked, offerBox(11).disabled]).toEqual([true, true]);
    expect([offerBox(12).checked, offerBox(12).disabled]).toEqual([false, false]);
    // the admin's own row has no deactivation; the colleague's has both actions
    expect(screen.getAllByText('Dezaktywuj')).toHaveLength(1);
    expect(screen.getByText('Przekaż rolę administratora')).toBeTruthy();
    fireEvent.click(offerBox(12));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ rights: ['CONVERSATIONS', 'CONTACT_PERSON', 'OFFER_EDIT'] });
  });
});
