import type { UserMe } from '@platform/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CompanyCardPage } from './company-card-page';

let currentUser: UserMe;
vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  useCurrentUser: () => ({ kind: 'user', user: currentUser, isLoading: false, error: null, refetch: () => undefined }),
}));

/** Another company's card as the server answers the free tier: the header only. */
const header = {
  id: 5,
  name: 'KRAMET',
  displayName: 'KRAMET',
  nip: null,
  formerName: null,
  logo: null,
  inBankruptcy: false,
  headerMode: 'AUTHENTICATED',
  canEdit: false,
  canEditBasics: false,
  isOwnCompany: false,
};
let fetchMock: ReturnType<typeof stubApi>;
const calls = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);
const stubCard = (basics: object) => {
  fetchMock = stubApi({
    '/companies/:id/basics': () => basics,
    '/companies/:id/numbers/total': () => ({ count: 42, value: 125_000_000 }),
    '/companies/:id/services/company-offer': () => ({ active: false, expires_at: null }),
    '/companies/:id/followers/me': () => ({ following: false }),
  });
};
const renderCard = () => renderRoutes([{ path: '/firma/:companyId', element: <CompanyCardPage /> }], '/firma/5');

afterEach(() => vi.unstubAllGlobals());

describe('company card page', () => {
  it('shows the free tier the count and total value with the upsell instead of the tabs', async () => {
    currentUser = userOfType('CLIENT', { company: { id: 9 }, availableServices: [] });
    stubCard(header);
    renderCard();
    expect(await screen.findByTestId('card-upsell')).toBeTruthy();
    expect(screen.getByText('Usługa dostępna tylko w abonamencie')).toBeTruthy();
    expect((await screen.findByTestId('investment-summary')).textContent).toContain('42');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('button', { name: 'Powiązania firm na inwestycjach' })).toHaveProperty('disabled', true);
    expect(calls().some((p) => p.endsWith('/services/company-offer'))).toBe(false);
  });

  it('shows a paying user the tabs and no upsell', async () => {
    currentUser = userOfType('CLIENT', { company: { id: 9 }, availableServices: ['COMPANY_CARD'] });
    stubCard({ ...header, description: null, scopes: [], keywords: [], gallery: { description: null, photos: [] } });
    renderCard();
    expect(await screen.findByRole('tab', { name: 'O firmie' })).toBeTruthy();
    expect(screen.queryByTestId('card-upsell')).toBeNull();
  });
});
