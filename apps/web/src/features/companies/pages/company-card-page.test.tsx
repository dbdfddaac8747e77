import type { UserMe } from '@platform/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
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
const calls: string[] = [];
const stubApi = (basics: object) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push(path);
      if (path.endsWith('/basics')) return jsonResponse(200, basics);
      if (path.endsWith('/numbers/total')) return jsonResponse(200, { count: 42, value: 125_000_000 });
      if (path.endsWith('/services/company-offer')) return jsonResponse(200, { active: false, expires_at: null });
      if (path.endsWith('/followers/me')) return jsonResponse(200, { following: false });
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
    }),
  );
const renderCard = () => renderRoutes([{ path: '/firma/:companyId', element: <CompanyCardPage /> }], '/firma/5');

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('company card page', () => {
  it('shows the free tier the count and total value with the upsell instead of the tabs', async () => {
    currentUser = userOfType('CLIENT', { company: { id: 9 }, availableServices: [] });
    stubApi(header);
    renderCard();
    expect(await screen.findByTestId('card-upsell')).toBeTruthy();
    expect(screen.getByText('Usługa dostępna tylko w abonamencie')).toBeTruthy();
    expect((await screen.findByTestId('investment-summary')).textContent).toContain('42');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('button', { name: 'Powiązania firm na inwestycjach' })).toHaveProperty('disabled', true);
    expect(calls.some((p) => p.endsWith('/services/company-offer'))).toBe(false);
  });

  it('shows a paying user the tabs and no upsell', async () => {
    currentUser = userOfType('CLIENT', { company: { id: 9 }, availableServices: ['COMPANY_CARD'] });
    stubApi({ ...header, description: null, scopes: [], keywords: [], gallery: { description: null, photos: [] } });
    renderCard();
    expect(await screen.findByRole('tab', { name: 'O firmie' })).toBeTruthy();
    expect(screen.queryByTestId('card-upsell')).toBeNull();
  });
});
