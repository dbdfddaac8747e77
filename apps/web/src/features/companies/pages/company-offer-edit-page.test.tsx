import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CompanyOfferEditPage } from './company-offer-edit-page';

vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  useCurrentUser: () => ({
    kind: 'user',
    user: userOfType('CLIENT', { company: { id: 1 }, companyAdmin: false }),
    isLoading: false,
    error: null,
    refetch: () => undefined,
  }),
}));

const basics = {
  id: 1,
  name: 'KRAMET',
  displayName: 'KRAMET',
  nip: null,
  formerName: null,
  logo: null,
  inBankruptcy: false,
  headerMode: 'AUTHENTICATED',
  canEdit: false,
  canEditBasics: false,
  isOwnCompany: true,
  offer: { published: true, draft: false },
};
const published = {
  companyId: 1,
  version: 'PUBLISHED',
  updatedAt: '2026-11-01T10:00:00Z',
  mainSection: { photo: null, title: 'Oferta', description: null },
  sections: [],
  contacts: { description: null, contactPersons: [] },
};
let fetchMock: ReturnType<typeof stubApi>;
const calls = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);

afterEach(() => vi.unstubAllGlobals());

describe('company offer edit page', () => {
  it('tells a colleague without the edit right who to ask, never that the offer does not exist', async () => {
    fetchMock = stubApi({
      '/companies/:id/basics': () => basics,
      '/companies/:id/services/company-offer': () => ({ active: true, expires_at: null }),
      '/companies/:id/offer/published': () => published,
      '/companies/:id/admin': () => ({ id: 5, email: 'klient@demo.platforma.pl' }),
      '*': () => jsonResponse(403, { status: 403, code: 'FORBIDDEN', message: 'Brak uprawnień' }),
    });
    renderRoutes([{ path: '/firmy/:companyId/oferta', element: <CompanyOfferEditPage /> }], '/firmy/1/oferta');
    expect(await screen.findByText('Nie masz uprawnień do edycji oferty firmy.')).toBeTruthy();
    expect(await screen.findByText('klient@demo.platforma.pl')).toBeTruthy();
    expect(screen.queryByText(/nie została jeszcze utworzona/)).toBeNull();
    expect(calls().some((p) => p.endsWith('/offer/draft'))).toBe(false);
  });
});
