import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { useListState } from './use-list-state';

let api: ReturnType<typeof useListState> | null = null;
const Probe = () => {
  api = useListState();
  return (
    <div>
      <div data-testid="page">{api.page}</div>
      <div data-testid="scopes">{api.filters.scopes.join(',')}</div>
    </div>
  );
};

const render = (path: string) => renderRoutes([{ path: '/zlecenia', element: <Probe /> }], path);
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('useListState (spec 9: filters debounced 1 s, page reset)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the controls see a change at once; the address bar one burst later, without the page', async () => {
    const { router } = render('/zlecenia?industries=1702&page=4');
    expect(screen.getByTestId('page').textContent).toBe('4');
    act(() => api?.setFilters((f) => ({ ...f, scopes: ['DELIVERY'] })));
    act(() => api?.setFilters((f) => ({ ...f, scopes: ['DELIVERY', 'SERVICE'] })));
    expect(screen.getByTestId('scopes').textContent).toBe('DELIVERY,SERVICE');
    expect(api?.appliedFilters.scopes).toEqual([]);
    await wait(999);
    expect(router.state.location.search).toBe('?industries=1702&page=4');
    await wait(1);
    expect(router.state.location.search).toBe('?industries=1702&scopes=DELIVERY%2CSERVICE');
    expect(screen.getByTestId('page').textContent).toBe('1');
    expect(api?.appliedFilters.scopes).toEqual(['DELIVERY', 'SERVICE']);
    // one history entry for the burst: back returns to page 4
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?industries=1702&page=4');
    expect(screen.getByTestId('scopes').textContent).toBe('');
  });

  it('a change made while its own earlier change reaches the address bar is kept', async () => {
    const { router } = render('/zlecenia');
    act(() => api?.setFilters((f) => ({ ...f, scopes: ['DELIVERY'] })));
    await wait(999);
    // the debounce ends and, before the address bar follows, the user changes the filters again
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      api?.setFilters((f) => ({ ...f, scopes: ['SERVICE'] }));
    });
    expect(screen.getByTestId('scopes').textContent).toBe('SERVICE');
    await wait(1000);
    expect(router.state.location.search).toBe('?scopes=SERVICE');
  });

  it('paging keeps the filters and is not delayed', () => {
    const { router } = render('/zlecenia?industries=1702');
    act(() => api?.setPage(2));
    expect(router.state.location.search).toBe('?industries=1702&page=2');
  });

  it('a change of the address bar from outside replaces a pending change', async () => {
    const { router } = render('/zlecenia?scopes=SERVICE');
    act(() => api?.setFilters((f) => ({ ...f, scopes: ['DELIVERY'] })));
    await wait(500);
    await act(() => router.navigate('/zlecenia?scopes=DELIVERY_AND_SERVICE'));
    expect(screen.getByTestId('scopes').textContent).toBe('DELIVERY_AND_SERVICE');
    await wait(2000);
    expect(router.state.location.search).toBe('?scopes=DELIVERY_AND_SERVICE');
  });

  it('applyFilters (Enter in the search box) writes at once', () => {
    const { router } = render('/zlecenia?page=3');
    act(() => api?.applyFilters({ ...(api?.filters ?? ({} as never)), search: 'szkoła' }));
    expect(router.state.location.search).toBe('?q=szko%C5%82a');
  });
});
