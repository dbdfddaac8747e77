import { EMPTY_ORDER_LIST_FILTER } from '@platform/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, testQueryClient } from '@/testing/render';
import { SUBSIDIZED_FILTER_TOOLTIP } from '../../lib/labels';
import { FilterPanel } from './filter-panel';

const primedClient = () => {
  const client = testQueryClient();
  client.setQueryData(['industries'], []);
  client.setQueryData(['sectors'], []);
  client.setQueryData(['reference-lists'], { stages: [], positions: [], units: [], countries: [], provinces: [] });
  return client;
};
const show = (locked: boolean) =>
  renderAt(
    <FilterPanel
      compact
      withLocation={false}
      filters={EMPTY_ORDER_LIST_FILTER}
      byIndustries
      onChange={() => undefined}
      locked={locked}
    />,
    '/',
    [],
    primedClient(),
  );

/** The map's filters (spec 2.10) for a subsidised client: disabled with the upsell tooltip (spec 6). */
describe('filter panel', () => {
  it('locked: every control disabled, the upsell tooltip over the panel', async () => {
    show(true);
    const switchControl = screen.getByRole('switch', { name: 'Szukaj wg branż mojej firmy' });
    expect(switchControl.hasAttribute('disabled')).toBe(true);
    const comboboxes = screen.getAllByRole('combobox');
    expect(comboboxes.length).toBeGreaterThan(3);
    for (const box of comboboxes) expect(box.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('filter-panel-locked'));
    expect(await screen.findByText(SUBSIDIZED_FILTER_TOOLTIP)).toBeTruthy();
  });

  it('open for everyone else', () => {
    show(false);
    expect(screen.getByRole('switch', { name: 'Szukaj wg branż mojej firmy' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('filter-panel-locked')).toBeNull();
  });
});
