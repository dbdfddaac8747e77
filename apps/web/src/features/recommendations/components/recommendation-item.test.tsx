import type { Recommendation } from '@platform/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { RecommendationItem } from './recommendation-item';

const item = (worksCount: number, worksValue: number): Recommendation => ({
  id: 1,
  company: {
    id: 1,
    name: 'Elektro-Mont',
    logo: null,
    nip: null,
    contact: { companyEmail: { values: [] }, recommendationEmail: { values: [] } },
  },
  companyIsFollowed: false,
  companyWorks: [],
  why: {
    industries: [{ id: 401, name: 'Instalacje elektryczne' }],
    seatKm: 12.5,
    nearestWorkKm: 3,
    worksCount,
    worksValue,
  },
});

const shown = (worksCount: number, worksValue: number) => {
  const view = renderAt(<RecommendationItem item={item(worksCount, worksValue)} />);
  const text = screen.getByTestId('recommendation').textContent ?? '';
  view.unmount();
  return text.replaceAll('\u00a0', ' ');
};

describe('the recommendation line in Polish', () => {
  it('counts works by the Polish plural rule and writes the value in mln zł with thousands grouped', () => {
    expect(shown(62, 1_621_500_000)).toContain('62 realizacje (1 621,5 mln zł)');
    expect(shown(1, 698_500_000)).toContain('1 realizacja (698,5 mln zł)');
    expect(shown(5, 500_000)).toContain('5 realizacji (< 1 mln zł)');
    expect(shown(5, 500_000)).toContain('siedziba 12,5 km');
  });
});
