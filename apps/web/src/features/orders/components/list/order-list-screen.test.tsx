import { DEBOUNCE, EMPTY_ORDER_LIST_FILTER, ORDER_MESSAGES, type OrderListFilter, type UserMe } from '@platform/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, userOfType } from '@/testing/factories';
import { renderAt, renderRoutes, testQueryClient } from '@/testing/render';
import { type StubRequest, stubApi } from '@/testing/stub-api';
import { SUBSIDIZED_FILTER_TOOLTIP } from '../../lib/labels';
import { FilterChips } from './filter-chips';
import { OrderListScreen } from './order-list-screen';

let me: UserMe = userOfType('CLIENT');
vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  useCurrentUser: () => ({ kind: 'user', user: me, isLoading: false, error: null, refetch: () => undefined }),
}));

const page = { content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 };
const calls: URL[] = [];
const listCalls = () => calls.filter((u) => /\/orders$/.test(u.pathname));
const countCalls = () => calls.filter((u) => u.pathname.includes('/orders/count/'));

/** A query client that already holds the reference lists the filters show. */
const primedClient = () => {
  const client = testQueryClient();
  client.setQueryData(['industries'], []);
  client.setQueryData(['sectors'], []);
  client.setQueryData(['reference-lists'], { stages: [], positions: [], units: [], countries: [], provinces: [] });
  return client;
};

const statusBox = (label: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const renderScreen = (path: string) =>
  renderRoutes([{ path: '/zlecenia', element: <OrderListScreen listType="ALL" /> }], path, primedClient());

beforeEach(() => {
  calls.length = 0;
  const seen = (request: StubRequest) => calls.push(new URL(request.url, 'http://localhost'));
  stubApi({
    '/orders/count/*': (request) => {
      seen(request);
      return [{ status: 'RELEASED', count: 3, capped: false }];
    },
    '*': (request) => {
      seen(request);
      return page;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  me = userOfType('CLIENT');
});

describe('order list screen: filter changes wait 1 s before the list call (spec 9)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('a burst of changes makes one list call 1 s after the last one; counts 1.5 s after it', async () => {
    const { router } = renderScreen('/zlecenia?scopes=SERVICE&page=3');
    await wait(DEBOUNCE.counts);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.searchParams.get('page')).toBe('2');
    calls.length = 0;

    // search box, status checkbox, chip removal and the filter panel switch, 300 ms apart
    fireEvent.change(screen.getByLabelText(ORDER_MESSAGES.searchLabel), { target: { value: 'szk' } });
    await wait(300);
    fireEvent.change(screen.getByLabelText(ORDER_MESSAGES.searchLabel), { target: { value: 'szkoła' } });
    expect(screen.getByTestId('filter-chips').textContent).toContain('„szkoła”');
    await wait(300);
    fireEvent.click(statusBox('Archiwum'));
    await wait(300);
    fireEvent.click(screen.getByTitle('Usuń filtr Usługa wykonawcza'));
    expect(screen.getByTestId('filter-chips').textContent).not.toContain('Usługa wykonawcza');
    await wait(300);
    // the panel is open: the address had a filter
    fireEvent.click(screen.getByRole('switch', { name: 'Szukaj wg branż mojej firmy' }));
    // the controls and chips follow at once; the address bar and the list wait
    expect(screen.getByTestId('filter-chips').textContent).toContain('Branże mojej firmy');
    expect(screen.getByTestId('filters-toggle').textContent).toBe('Filtry (1)');
    expect(router.state.location.search).toBe('?scopes=SERVICE&page=3');

    await wait(DEBOUNCE.filters - 1);
    expect(listCalls()).toHaveLength(0);
    await wait(1);
    expect(listCalls()).toHaveLength(1);
    const call = listCalls()[0]?.searchParams;
    expect(call?.get('search')).toBe('szkoła');
    expect(call?.getAll('status').join(',') || call?.get('status')).toMatch(/RELEASED.*ARCHIVED/);
    expect(call?.get('byIndustries')).toBe('true');
    expect(call?.has('scopes')).toBe(false);
    expect(call?.get('page')).toBe('0');
    // the filter change dropped the page; one history entry
    expect(router.state.location.search).toBe('?status=RELEASED%2CARCHIVED&q=szko%C5%82a&byIndustries=true');

    // counts: 1.5 s after the last change, once
    expect(countCalls()).toHaveLength(0);
    await wait(DEBOUNCE.counts - DEBOUNCE.filters - 1);
    expect(countCalls()).toHaveLength(0);
    await wait(1);
    expect(countCalls()).toHaveLength(1);
    await wait(10_000);
    expect(listCalls()).toHaveLength(1);
    expect(countCalls()).toHaveLength(1);
  });

  it('paging calls at once', async () => {
    const { router } = renderScreen('/zlecenia');
    await wait(0);
    calls.length = 0;
    await act(() => router.navigate('/zlecenia?page=2'));
    await wait(0);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.searchParams.get('page')).toBe('1');
  });
});

describe('invitations list (/zaproszenia-do-zlecen)', () => {
  beforeEach(() => vi.useFakeTimers());

  it("'Tylko nowe zaproszenia' asks the list and the counts without the opened ones, and is kept in the address", async () => {
    const { router } = renderRoutes(
      [{ path: '/zaproszenia-do-zlecen', element: <OrderListScreen listType="INVITED" /> }],
      '/zaproszenia-do-zlecen',
      primedClient(),
    );
    await wait(DEBOUNCE.counts);
    const invitationCalls = () => calls.filter((u) => u.pathname.endsWith('/invitations/me'));
    expect(invitationCalls()[0]?.searchParams.get('hideSeen')).toBeNull();
    calls.length = 0;
    fireEvent.click(screen.getByRole('switch', { name: 'Tylko nowe zaproszenia' }));
    await wait(DEBOUNCE.counts);
    expect(router.state.location.search).toBe('?hideSeen=true');
    expect(invitationCalls().map((u) => u.searchParams.get('hideSeen'))).toEqual(['true', 'true']);
  });

  it('is not offered on the other lists', () => {
    renderScreen('/zlecenia');
    expect(screen.queryByRole('switch', { name: 'Tylko nowe zaproszenia' })).toBeNull();
  });
});

describe('order list screen for subsidised clients (spec 6)', () => {
  it('search, statuses, filters, saved filters and sort are disabled with the upsell tooltip', async () => {
    me = userOfType('SUBSIDIZED_CLIENT');
    renderScreen('/zlecenia');
    const search = screen.getByLabelText(ORDER_MESSAGES.searchLabel) as HTMLInputElement;
    expect(search.disabled).toBe(true);
    for (const label of ['Opublikowane', 'Archiwum']) expect(statusBox(label).disabled).toBe(true);
    expect((screen.getByTestId('filters-toggle') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Zapisz filtr' }) as HTMLButtonElement).disabled).toBe(true);
    // the industry filter is on for them: counted and shown, not removable
    expect(screen.getByTestId('filters-toggle').textContent).toBe('Filtry (1)');
    expect(screen.getByTestId('filter-chips').textContent).toContain('Branże mojej firmy');
    expect(screen.queryByTitle('Usuń filtr Branże mojej firmy')).toBeNull();

    fireEvent.mouseEnter(search.closest('div') as HTMLElement);
    expect(await screen.findByText(SUBSIDIZED_FILTER_TOOLTIP)).toBeTruthy();
  });

  it('a later page in the address goes back to page 1, with the upsell and no endless spinner', async () => {
    me = userOfType('SUBSIDIZED_CLIENT');
    const { router } = renderScreen('/zlecenia?page=2');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    await vi.waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0]?.searchParams.get('page')).toBe('0');
    expect(screen.getByTestId('orders-upsell')).toBeTruthy();
    expect(await screen.findByText('Brak zleceń spełniających kryteria')).toBeTruthy();
  });

  it('the invitations list is locked as the banner says, and sends no filter an address carries', async () => {
    me = userOfType('SUBSIDIZED_CLIENT');
    renderRoutes(
      [{ path: '/zaproszenia', element: <OrderListScreen listType="INVITED" /> }],
      '/zaproszenia?search=dach&sort=PUBLISH_DATE_OLDEST',
      primedClient(),
    );
    expect(screen.getByTestId('orders-upsell').textContent).toContain('Filtry zleceń są dostępne w pełnej wersji.');
    const search = screen.getByLabelText(ORDER_MESSAGES.searchLabel) as HTMLInputElement;
    expect(search.disabled).toBe(true);
    expect((screen.getByTestId('filters-toggle') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(search.closest('div') as HTMLElement);
    expect(await screen.findByText(SUBSIDIZED_FILTER_TOOLTIP)).toBeTruthy();
    const invitationCalls = () => calls.filter((u) => u.pathname.endsWith('/orders/invitations/me'));
    await vi.waitFor(() => expect(invitationCalls().length).toBeGreaterThan(0), { timeout: 3000 });
    expect(invitationCalls()[0]?.searchParams.get('search')).toBeNull();
    expect(invitationCalls()[0]?.searchParams.get('sort')).not.toBe('PUBLISH_DATE_OLDEST');
  });

  it('their own orders stay filterable', () => {
    me = userOfType('SUBSIDIZED_CLIENT');
    renderRoutes([{ path: '/moje', element: <OrderListScreen listType="MY" /> }], '/moje', primedClient());
    expect((screen.getByLabelText(ORDER_MESSAGES.searchLabel) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByTestId('filters-toggle') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('filters-toggle').textContent).toBe('Filtry');
  });
});

describe('location chip (spec 5 "Filters")', () => {
  const chips = (filters: OrderListFilter) => {
    renderAt(
      <FilterChips filters={filters} byIndustries={false} onChange={() => undefined} />,
      '/',
      [],
      primedClient(),
    );
    return screen.getByTestId('filter-chips').textContent;
  };
  const wroclaw = { kind: 'city' as const, id: 1, label: 'Wrocław' };

  it("'cała Polska' (9999) is named as in the distance dropdown, not as +9999 km", () => {
    expect(chips({ ...EMPTY_ORDER_LIST_FILTER, locations: [wroclaw], distance: 9999 })).toBe('Wrocław (cała Polska)×');
  });

  it('a distance around one city', () => {
    expect(chips({ ...EMPTY_ORDER_LIST_FILTER, locations: [wroclaw], distance: 50 })).toBe('Wrocław (+50 km)×');
  });

  it('no distance around a voivodeship', () => {
    const province = { kind: 'province' as const, id: 2, label: 'dolnośląskie' };
    expect(chips({ ...EMPTY_ORDER_LIST_FILTER, locations: [province], distance: 50 })).toBe('dolnośląskie×');
  });

  it('no distance around two places', () => {
    const two = [wroclaw, { kind: 'city' as const, id: 3, label: 'Opole' }];
    expect(chips({ ...EMPTY_ORDER_LIST_FILTER, locations: two, distance: 50 })).toBe('Wrocław×Opole×');
  });
});

describe('order list screen: a refused list call', () => {
  it('shows its reason instead of spinning', async () => {
    stubApi({
      '/orders/count/*': () => [],
      '*': () => jsonResponse(400, { status: 400, code: 'ORDER_SEARCH_TOO_LONG', message: 'Fraza jest za długa.' }),
    });
    renderScreen('/zlecenia');
    expect((await screen.findByRole('alert')).textContent).toContain('Fraza jest za długa.');
  });
});
