import type { InvestmentSearchPage } from '@platform/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { SearchResults } from './search-results';

const page = (over: Partial<InvestmentSearchPage>): InvestmentSearchPage => ({
  content: [
    {
      id: 89,
      name: 'Budowa hali magazynowej z częścią biurową – Skawina',
      place: 'Skawina',
      province: 'małopolskie',
      valuePln: 38_500_000,
      stage: { id: 9, name: 'Realizacja' },
      type: 'CONSTRUCTION',
      archived: false,
      startDate: '2026-04-01T00:00:00.000Z',
      endDate: null,
      participants: 6,
      distanceKm: 13.5,
      updatedAt: '2026-11-20T10:00:00.000Z',
      followed: true,
    },
  ],
  totalElements: 1,
  totalPages: 1,
  page: 0,
  size: 20,
  totalValuePln: 38_500_000,
  access: 'full',
  ...over,
});
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');
const props = { loading: false, sort: 'zmiana' as const, distanceSort: true, onSort: vi.fn(), onPage: vi.fn() };

describe('investment search results', () => {
  it('shows the count, total value and each result with its facts and the follow mark', async () => {
    renderAt(<SearchResults page={page({})} {...props} />);
    expect(text(await screen.findByTestId('investment-search-total'))).toContain(
      '1 inwestycja · łączna wartość 38 500 000 zł',
    );
    const result = screen.getByTestId('investment-result');
    expect(text(result)).toContain('Skawina, małopolskie · 13,5 km');
    expect(text(result)).toContain('Obserwujesz');
    expect(text(result)).toContain('Uczestnicy: 6');
    expect(screen.getByRole('link', { name: /Budowa hali magazynowej/ }).getAttribute('href')).toBe('/-89');
  });

  it('the free plan sees the count and total value with the upsell, no rows', async () => {
    renderAt(<SearchResults page={page({ content: [], totalElements: 412, access: 'counts' })} {...props} />);
    expect(text(await screen.findByTestId('investment-search-total'))).toContain('412 inwestycji');
    expect(text(screen.getByTestId('investment-search-upsell'))).toContain('Wypróbuj bez zobowiązań');
    expect(screen.queryByTestId('investment-result')).toBeNull();
  });
});
