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
    nearWorksCount: 1,
    nearKm: 75,
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

describe('a recommended company', () => {
  const withContact = (contact: Recommendation['company']['contact']): Recommendation => ({
    ...item(6, 30_000_000),
    company: { ...item(6, 30_000_000).company, id: 42, contact },
  });

  it('links to its card (a new tab: the choice stays) and shows the e-mail to write to', () => {
    renderAt(
      <RecommendationItem
        item={withContact({ companyEmail: { values: ['biuro@em.pl'] }, recommendationEmail: { values: [] } })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Elektro-Mont' });
    expect(link.getAttribute('href')).toMatch(/\/firma\/42$/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('recommendation-email').getAttribute('href')).toBe('mailto:biuro@em.pl');
  });

  it('prefers the address given for recommendations and shows none when the plan hides contacts', () => {
    const view = renderAt(
      <RecommendationItem
        item={withContact({
          companyEmail: { values: ['biuro@em.pl'] },
          recommendationEmail: { values: ['oferty@em.pl'] },
        })}
      />,
    );
    expect(screen.getByTestId('recommendation-email').textContent).toBe('oferty@em.pl');
    view.unmount();
    renderAt(
      <RecommendationItem item={withContact({ companyEmail: { values: [] }, recommendationEmail: { values: [] } })} />,
    );
    expect(screen.queryByTestId('recommendation-email')).toBeNull();
  });

  it("explains the ranking's keys in their order: works near the place, the nearest work, the seat", () => {
    renderAt(<RecommendationItem item={item(6, 30_000_000)} />);
    const why = (screen.getByTestId('recommendation-why').textContent ?? '').replaceAll('\u00a0', ' ');
    expect(why).toContain('Kolejność: 1) realizacje do 75 km: 1, 2) najbliższa realizacja 3 km, 3) siedziba 12,5 km');
  });
});
