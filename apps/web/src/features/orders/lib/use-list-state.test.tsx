import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { useListState } from './use-list-state';

let api: ReturnType<typeof useListState> | null = null;
const Probe = () => {
  api = useListState();
  return <div data-testid="page">{api.page}</div>;
};

describe('useListState', () => {
  it('any filter change resets the page to 1; paging keeps the filters', async () => {
    const { router } = renderRoutes([{ path: '/zlecenia', element: <Probe /> }], '/zlecenia?industries=1702&page=4');
    expect(screen.getByTestId('page').textContent).toBe('4');
    act(() => api?.setFilters((f) => ({ ...f, scopes: ['DELIVERY'] })));
    expect(router.state.location.search).toBe('?industries=1702&scopes=DELIVERY');
    expect(screen.getByTestId('page').textContent).toBe('1');
    act(() => api?.setPage(2));
    expect(router.state.location.search).toBe('?industries=1702&scopes=DELIVERY&page=2');
  });
});
