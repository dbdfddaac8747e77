import { FEATURE_FLAGS, type InvestmentsSummary, type MarketComparator, type ReportsStart } from '@platform/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildUser } from '@/testing/factories';
import { renderRoutes, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ReportsLayout } from '../components/reports-layout';
import { InvestmentsSummaryPage } from './investments-summary-page';
import { MarketComparatorPage } from './market-comparator-page';
import { ReportsStartPage } from './reports-start-page';

// The canvas charts draw nothing in jsdom; the tables beside them carry the figures under test.
vi.mock('@/components/charts/echart', () => ({
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const period = { from: '2025-01', to: '2025-02', months: 2 };
const summary: InvestmentsSummary = {
  period,
  total: { count: 3, value: 12_000_000, median: 3_000_000 },
  byMonth: [
    { month: '2025-01', count: 1, value: 1_000_000 },
    { month: '2025-02', count: 2, value: 11_000_000 },
  ],
  byProvince: [{ id: 7, name: 'mazowieckie', count: 3, value: 12_000_000 }],
  bySector: [{ id: 1, name: 'Budownictwo mieszkaniowe', count: 3, value: 12_000_000 }],
  byStage: [],
  largest: [
    { id: 41, name: 'Osiedle Zielone', value: 8_000_000, province: 'mazowieckie', createdAt: '2025-02-01T00:00:00Z' },
  ],
  topCompanies: [{ id: 9, name: 'Budimex Test', count: 2, value: 500_000 }],
};
const cell = {
  provinceId: 7,
  industryId: 4,
  orders: 12,
  medianOffers: 2,
  singleOfferShare: 0.25,
  medianDaysToDecision: 6.5,
  hidden: false,
};
const comparator: MarketComparator = {
  period,
  previousPeriod: { from: '2024-11', to: '2024-12', months: 2 },
  scopes: [
    {
      key: '7/',
      label: 'mazowieckie',
      series: [],
      current: { count: 4, value: 10, median: 2 },
      previous: { count: 2, value: 5, median: 1 },
      growth: { count: 1, value: 1 },
    },
    {
      key: '6/',
      label: 'małopolskie',
      series: [],
      current: { count: 1, value: 1, median: 1 },
      previous: { count: 0, value: 0, median: null },
      growth: { count: null, value: null },
    },
  ],
  competition: {
    minOrders: 5,
    provinces: [
      { id: 6, name: 'małopolskie' },
      { id: 7, name: 'mazowieckie' },
    ],
    industries: [{ id: 4, name: 'Instalacje sanitarne' }],
    cells: [
      cell,
      {
        ...cell,
        provinceId: 6,
        orders: null,
        medianOffers: null,
        singleOfferShare: null,
        medianDaysToDecision: null,
        hidden: true,
      },
    ],
  },
};
const start: ReportsStart = {
  investments: { count: 1234, value: 5_000_000 },
  orders: { published: 50, singleOfferShare: 0.2 },
  activeCompanies: 321,
  myOrders: 2,
};

const routes = [
  {
    path: '/analizy-i-raporty',
    element: <ReportsLayout />,
    children: [
      { path: 'start', element: <ReportsStartPage /> },
      { path: 'podsumowanie-inwestycji', element: <InvestmentsSummaryPage /> },
      { path: 'porownywarka-rynku-inwestycji', element: <MarketComparatorPage /> },
    ],
  },
];

const api = (user = buildUser()) =>
  stubApi({
    'GET /users/me': () => user,
    'GET /feature-flags': () => ({
      environment: 'development',
      flags: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === 'NEW_REPORTS_NAVIGATION'])),
    }),
    'GET /reference-lists': () => ({ stages: [], positions: [], units: [], countries: [], provinces: [] }),
    'GET /sector': () => [],
    'GET /reports/start': () => start,
    'GET /reports/investments-summary': () => summary,
    'GET /reports/market-comparator': () => comparator,
    'GET /reports/client-coverage': () => ({ period, hasCompany: true, rows: [] }),
  });

describe('reports pages', () => {
  beforeEach(() => {
    useDesktopMedia();
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('/start says what each report answers with a live figure of each', { timeout: 30_000 }, async () => {
    api();
    renderRoutes(routes, '/analizy-i-raporty/start');
    expect(await screen.findByText(/^1\s234 · 5 mln zł$/)).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getByText('20% · opublikowano 50 zleceń')).toBeTruthy();
    expect(screen.getByText(/opublikowała w ostatnich 12 miesiącach 2 zlecenia/)).toBeTruthy();
    expect(screen.getAllByTestId('report-tile')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Raporty' })).toBeTruthy();
  });

  it('the summary sends the address-bar scope, falls back on bad values and lists linked investments', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = api();
    renderRoutes(
      routes,
      '/analizy-i-raporty/podsumowanie-inwestycji?provinceIds=7,x&valueBand=NOPE&from=2025-01&to=2025-02',
    );
    const link = await screen.findByRole('link', { name: 'Osiedle Zielone' });
    expect(link.getAttribute('href')).toBe('/-41');
    expect(screen.getByRole('link', { name: 'Budimex Test' }).getAttribute('href')).toBe('/firma/9');
    const call = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('investments-summary'));
    expect(call).toContain('provinceIds=7');
    expect(call).not.toContain('valueBand');
    expect(screen.getByText('Brak danych w wybranym zakresie')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Wykres: liczba i wartość inwestycji w kolejnych miesiącach' }),
    ).toBeTruthy();
  });

  it('the comparator shows the scopes, the competition with hidden small cells, and growth', {
    timeout: 30_000,
  }, async () => {
    api();
    renderRoutes(routes, '/analizy-i-raporty/porownywarka-rynku-inwestycji');
    const table = await screen.findByText('Konkurencja według województw i branż');
    expect(table).toBeTruthy();
    expect((await screen.findAllByText('mniej niż 5 zleceń')).length).toBe(4);
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getAllByText('+100%')).toHaveLength(2);
    expect(screen.getAllByTestId('comparator-scope')).toHaveLength(2);
  });

  it('a subsidised user sees the reports locked with the hint, and no report is asked for', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = api(buildUser({ accountType: 'SUBSIDIZED_CLIENT', isSubsidized: true }));
    renderRoutes(routes, '/analizy-i-raporty/podsumowanie-inwestycji');
    expect(await screen.findByText('Usługa dostępna tylko w abonamencie')).toBeTruthy();
    await waitFor(() => expect(within(document.body).queryByText('Podsumowanie inwestycji')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reports/'))).toBe(false);
  });
});
