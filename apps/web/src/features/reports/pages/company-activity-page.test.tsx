import type { UserMe } from '@platform/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userOfType } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CompanyActivityPage } from './company-activity-page';

let currentUser: UserMe;
vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  useCurrentUser: () => ({ kind: 'user', user: currentUser, isLoading: false, error: null, refetch: () => undefined }),
}));
// jsdom has no canvas: the chart is replaced by its accessible name
vi.mock('@/components/charts/echart', () => ({
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const group = (id: number, name: string, count: number) => ({ id, name, count, value: count * 1_000_000 });
const works = {
  company: { id: 7, name: 'KRAMET' },
  summary: { count: 3, value: 3_000_000 },
  byIndustry: [group(401, 'Roboty murowe', 3)],
  bySector: [group(1, 'mieszkaniowe', 3)],
  byProvince: [group(7, 'mazowieckie', 3)],
  byYear: [group(2025, '2025', 3)],
};
const partner = (id: number, name: string, sharedCount: number, followed = false) => ({
  company: { id, name, deactivated: false },
  industries: [{ id: 401, name: 'Roboty murowe' }],
  sharedCount,
  sharedValue: sharedCount * 500_000,
  followed,
});
const connections = {
  content: [partner(11, 'Betoniarnia STALDAR', 2, true), partner(12, 'Okna-Plus', 1)],
  totalElements: 2,
  totalPages: 1,
  page: 0,
  size: 40,
  links: [{ source: 11, target: 12, sharedCount: 1 }],
};
let fetchMock: ReturnType<typeof stubApi>;
const render = (path: string) => {
  fetchMock = stubApi({
    '/reports/company-activity': () => works,
    '/reports/company-activity/connections': () => connections,
  });
  renderRoutes([{ path: '/analizy-i-raporty/aktywnosc-firm', element: <CompanyActivityPage /> }], path);
};
const urls = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost'));

afterEach(() => vi.unstubAllGlobals());

describe('company activity page', () => {
  it('focusConnections=true opens the graph and the partners table of the company', async () => {
    currentUser = userOfType('CLIENT', { availableServices: ['COMPANY_CARD'] });
    render('/analizy-i-raporty/aktywnosc-firm?companyId=7&focusConnections=true&companiesObserved=ONLY_OBSERVED');
    expect(
      await screen.findByRole('img', { name: 'Sieć powiązań firmy KRAMET na wspólnych inwestycjach' }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Betoniarnia STALDAR' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Powiązania firm na inwestycjach', selected: true })).toBeTruthy();
    const sent = urls().find((u) => u.pathname.endsWith('/connections'));
    expect(sent?.searchParams.get('companyId')).toBe('7');
    expect(sent?.searchParams.get('companiesObserved')).toBe('ONLY_OBSERVED');
    expect(sent?.searchParams.has('focusConnections')).toBe(false);
  });

  it('without focusConnections shows the works with a table beside each chart', async () => {
    currentUser = userOfType('CLIENT', { availableServices: ['COMPANY_CARD'] });
    render('/analizy-i-raporty/aktywnosc-firm?companyId=7');
    expect(await screen.findByRole('table', { name: 'Branże' })).toBeTruthy();
    expect(screen.getByText('Roboty murowe')).toBeTruthy();
  });

  it('asks for a company when the address has none (or a bad one)', async () => {
    currentUser = userOfType('CLIENT', { availableServices: ['COMPANY_CARD'] });
    render('/analizy-i-raporty/aktywnosc-firm?companyId=x');
    expect(await screen.findByTestId('activity-pick-company')).toBeTruthy();
    expect(urls().some((u) => u.pathname.includes('/reports/'))).toBe(false);
  });

  it('is locked for a subsidised user', async () => {
    currentUser = userOfType('CLIENT', { isSubsidized: true, availableServices: ['COMPANY_CARD'] });
    render('/analizy-i-raporty/aktywnosc-firm?companyId=7');
    expect((await screen.findByTestId('activity-locked')).textContent).toContain('Usługa dostępna tylko w abonamencie');
  });
});
