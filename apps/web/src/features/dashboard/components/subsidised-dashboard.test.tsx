import type { DashboardStatistics, MyCompany, OrderListItem } from '@platform/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { setNotifier } from '@/lib/notify';
import { jsonResponse } from '@/testing/factories';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { SubsidisedDashboard } from './subsidised-dashboard';

const company: MyCompany = {
  id: 5,
  name: 'Dotbud Sp. z o.o.',
  logo: null,
  address: {
    street: 'ul. Polna 5',
    streetPrefix: 'ul.',
    streetName: 'Polna',
    streetNo: '5',
    apartmentNo: null,
    city: 'Lublin',
    province: { id: 3, name: 'lubelskie' },
    district: null,
    postOffice: null,
    zipCode: '20-001',
    country: 'PL',
  },
  stats: { totalCount: 0, totalValue: 0 },
};

const statistics: DashboardStatistics = {
  investments: {
    activeInvestments: 123456,
    housingInvestments: 40000,
    nonHousingInvestments: 50000,
    engineeringInvestments: 33456,
    thisMonthInvestments: 812,
    thisMonthInvestmentWrites: 1500,
  },
  orders: { activeOrders: 2345, thisMonthOrders: 310 },
  companies: { nonBlockCompanies: 48210 },
};

const order = (id: number, name: string): OrderListItem => ({
  id,
  status: 'RELEASED',
  isApproved: true,
  publishAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  offerDeadlineFrom: '2026-11-20',
  offerDeadlineTo: '2026-12-10',
  workDeadlineFrom: null,
  workDeadlineTo: null,
  scope: 'SERVICE',
  character: 'PRIVATE',
  investment: { id: 100 + id, name, city: 'Lublin' },
  company: { id: 9, name: 'Inwestor SA' },
  industries: [],
  deletedReason: null,
  userAllowedToEdit: false,
});

const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 3 });

type Answers = Partial<
  Record<'company' | 'statistics' | 'my' | 'invitations' | 'offered' | 'investments' | 'availability', Response>
>;

const stubDashboard = (answers: Answers = {}) =>
  stubApi({
    'GET /orders/:id/conversation/availability': () => answers.availability ?? jsonResponse(500, {}),
    'GET /dashboard/my-company': () => answers.company ?? company,
    'GET /dashboard/statistics': () => answers.statistics ?? statistics,
    'GET /orders/invitations/me': () => answers.invitations ?? page([]),
    'GET /orders/offers/me': () => answers.offered ?? page([]),
    'GET /orders/me': () => answers.my ?? page([]),
    'GET /companies/5/investments': () => answers.investments ?? page([]),
    'GET /app-config': () => ({
      environment: 'test',
      mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
      mapTileAttribution: '&copy; Kafelki',
      uploadMaxBytes: 1,
      uploadMaxFiles: 1,
      orderDeadlineMinNoticeDays: 3,
      contact: { phone: '+48 22 100 20 30', email: 'pomoc@platforma.pl' },
      liveChatUrl: 'https://czat.example/platforma',
    }),
  });

// several lists load at once on a page; on a busy machine the default 1 s wait was too short
configure({ asyncUtilTimeout: 5000 });

describe('Mój dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a fresh company its header, the notice, every empty state, the counters and the contact', async () => {
    useDesktopMedia();
    const fetchMock = stubDashboard();
    renderAt(<SubsidisedDashboard companyId={5} />);
    const header = await screen.findByTestId('dashboard-company-header');
    expect(header.textContent).toContain('Dotbud Sp. z o.o.');
    expect(header.textContent).toContain('ul. Polna 5, 20-001 Lublin');
    expect(screen.getByRole('heading', { level: 1, name: 'Mój dashboard' })).toBeTruthy();
    const notice = await screen.findByTestId('dashboard-no-access');
    expect(within(notice).getByRole('link', { name: 'Zgłoś zakresy branżowe' })).toBeTruthy();
    expect((await within(screen.getByTestId('dashboard-my-orders')).findByTestId('dashboard-empty')).textContent).toBe(
      'Nie posiadasz jeszcze dodanych zleceń. Dodaj nowe zlecenie',
    );
    expect(
      (await within(screen.getByTestId('dashboard-offered-orders')).findByTestId('dashboard-empty')).textContent,
    ).toBe('Nie odpowiedziano jeszcze na żadne zapytanie ofertowe. Znajdź zlecenie');
    expect(
      (await within(screen.getByTestId('dashboard-company-investments')).findByTestId('dashboard-empty')).textContent,
    ).toBe('Nie posiadasz jeszcze dodanych inwestycji. Nie odpowiedziano jeszcze na żadne zapytanie ofertowe');
    expect(screen.queryByTestId('dashboard-invitations')).toBeNull();
    // French number format: a narrow no-break space between thousands
    const active = (await screen.findAllByTestId('dashboard-counter-activeInvestments'))[0];
    expect(active?.textContent).toContain('123\u202f456');
    expect(active?.textContent).toContain('Aktywne inwestycje');
    expect(screen.getAllByTestId('dashboard-counter-nonBlockCompanies')[0]?.textContent).toContain('48\u202f210');
    const contact = await screen.findByTestId('dashboard-contact');
    expect(within(contact).getByRole('link', { name: '+48 22 100 20 30' }).getAttribute('href')).toBe(
      'tel:+48221002030',
    );
    expect(within(contact).getByRole('link', { name: 'pomoc@platforma.pl' })).toBeTruthy();
    const chat = within(contact).getByRole('link', { name: 'Porozmawiaj z konsultantem na czacie' });
    expect(chat.getAttribute('href')).toBe('https://czat.example/platforma');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('dashboard-trial').textContent).toContain('25 inwestycji i 25 e-wizytówek firm');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.find((u) => u.includes('/orders/me'))).toContain('status=RELEASED,PLANNED,DRAFT');
    expect(urls.find((u) => u.includes('/orders/me'))).toContain('sort=OFFER_DEADLINE_NEAREST');
    expect(urls.find((u) => u.includes('/orders/invitations/me'))).toContain('hideSeen=true');
    expect(urls.find((u) => u.includes('/companies/5/investments'))).toContain('sort=works_desc&page=0&size=3');
  });

  it('shows invitations in a band of 3, my orders, and hides the notice once the company has shares', async () => {
    useDesktopMedia();
    stubDashboard({
      company: jsonResponse(200, { ...company, stats: { totalCount: 4, totalValue: 25_000_000 } }),
      invitations: jsonResponse(
        200,
        page([order(1, 'Hala Lublin'), order(2, 'Szkoła Zamość'), order(3, 'Most Chełm')]),
      ),
      my: jsonResponse(200, page([order(4, 'Biurowiec Puławy')])),
      investments: jsonResponse(
        200,
        page([{ id: 7, name: 'Osiedle Zielone', city: 'Lublin', value: null, works: 2, archived: false }]),
      ),
    });
    renderAt(<SubsidisedDashboard companyId={5} />);
    const band = await screen.findByTestId('dashboard-invitations');
    expect(within(band).getAllByRole('link', { name: /Hala Lublin|Szkoła Zamość|Most Chełm/ })).toHaveLength(3);
    expect(within(band).getAllByText(/Termin składania ofert: 10\.12\.2026/)).toHaveLength(3);
    const mine = screen.getByTestId('dashboard-my-orders');
    expect((await within(mine).findByRole('link', { name: 'Biurowiec Puławy' })).getAttribute('href')).toBe(
      '/zlecenie/4',
    );
    expect(within(mine).getByRole('link', { name: 'Rekomendowane firmy' }).getAttribute('href')).toBe(
      '/zlecenie/4/rekomendacje',
    );
    expect(within(mine).getByRole('link', { name: 'Duplikuj zlecenie' }).getAttribute('href')).toBe(
      '/nowe-zlecenie?order=4',
    );
    const investments = screen.getByTestId('dashboard-company-investments');
    expect((await within(investments).findByRole('link', { name: 'Osiedle Zielone' })).getAttribute('href')).toBe(
      '/-7',
    );
    expect(within(investments).getByRole('link', { name: 'Dodaj zlecenie' }).getAttribute('href')).toBe(
      '/nowe-zlecenie?investment=7',
    );
    await waitFor(() => expect(screen.getByTestId('dashboard-company-header').textContent).toContain('25 mln'));
    expect(screen.queryByTestId('dashboard-no-access')).toBeNull();
  });

  it('renders nothing for a failed statistics or company load, and no notice without the company', async () => {
    useDesktopMedia();
    const failure = () => jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'Błąd' });
    const fetchMock = stubDashboard({ company: failure(), statistics: failure() });
    renderAt(<SubsidisedDashboard companyId={5} />);
    await screen.findByTestId('dashboard-contact');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/dashboard/statistics'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('dashboard-company-header')).toBeNull();
    expect(screen.queryByTestId('dashboard-statistics')).toBeNull();
    expect(screen.queryByTestId('dashboard-no-access')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Mój dashboard' })).toBeTruthy();
  });

  it("'Wiadomość' on an offered order says so when the conversation check fails (spec 8)", async () => {
    useDesktopMedia();
    const navigate = vi.fn();
    setNavigator(navigate);
    const errors: string[] = [];
    setNotifier({ error: (text) => errors.push(text), success: () => undefined, info: () => undefined });
    stubDashboard({ offered: jsonResponse(200, page([order(6, 'Hala Świdnik')])) });
    renderAt(<SubsidisedDashboard companyId={5} />);
    const offered = screen.getByTestId('dashboard-offered-orders');
    fireEvent.click(await within(offered).findByRole('button', { name: 'Wiadomość: Hala Świdnik' }));
    await waitFor(() => expect(errors).toEqual(['Nie udało się pobrać informacji o konwersacji']));
    setNotifier(null);
  });

  it('sends a failed order-list load to the not-found page (spec 8)', async () => {
    useDesktopMedia();
    const navigate = vi.fn();
    setNavigator(navigate);
    stubDashboard({ my: jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'Błąd' }) });
    setNotifier({ error: () => undefined, success: () => undefined, info: () => undefined });
    renderAt(<SubsidisedDashboard companyId={5} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/not-found', { replace: true }));
    setNotifier(null);
  });
});
