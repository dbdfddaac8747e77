import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { RecommendationFinderPage } from './recommendation-finder-page';

describe('the recommendation finder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for industries and a place first, and for a distance before any search', async () => {
    const fetchMock = stubApi({ '*': () => [] });
    renderAt(<RecommendationFinderPage />);
    expect(await screen.findByText('Wybierz branże i miejsce prac, aby zobaczyć rekomendowane firmy.')).toBeTruthy();
    const clears = screen.getByTestId('finder-filters').querySelectorAll('.ant-select-clear');
    expect(clears.length).toBe(2);
    for (const clear of clears) {
      fireEvent.mouseDown(clear);
      fireEvent.click(clear);
    }
    await waitFor(() => expect(screen.getByText('Wypełnij wszystkie obowiązkowe pola')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/recommendations'))).toBe(false);
  });
});
