import { EMPTY_ORDER_LIST_FILTER } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { SavedFiltersDialog } from './saved-filters-dialog';

const saved = {
  id: 7,
  userId: 1,
  type: 'ALL',
  name: 'Wrocław GW',
  filters: EMPTY_ORDER_LIST_FILTER,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const stubFilters = () => stubApi({ 'DELETE /user-filters/:id': () => undefined, '*': () => [saved] });
let fetchMock: ReturnType<typeof stubFilters>;
const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedFiltersDialog', () => {
  it('deletes a filter only after the user confirms', async () => {
    fetchMock = stubFilters();
    renderAt(<SavedFiltersDialog open type="ALL" onApply={() => undefined} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń filtr Wrocław GW' }));
    expect(await screen.findByText('Usunąć filtr „Wrocław GW”?')).toBeTruthy();
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń filtr Wrocław GW' }));
    const confirm = await screen.findAllByRole('button', { name: 'Usuń' });
    fireEvent.click(confirm[confirm.length - 1] as HTMLElement);
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]?.[0])).toContain('/user-filters/7');
  });
});
