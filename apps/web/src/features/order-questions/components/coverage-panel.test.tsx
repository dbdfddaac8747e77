import type { OrderCoverage } from '@platform/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CoveragePanel, likelyOffersText } from './coverage-panel';

const coverage = (over: Partial<OrderCoverage> = {}): OrderCoverage => ({
  orderId: 12,
  tracked: true,
  atRisk: true,
  actions: ['INVITE', 'EXTEND_DEADLINE', 'WIDEN_VISIBILITY'],
  industries: [
    {
      industryId: 401,
      industryName: 'Instalacje elektryczne',
      invitations: 3,
      willBid: 1,
      wontBid: 1,
      undecided: 0,
      conversations: 1,
      offers: 0,
      similarOrders: 14,
      similarMedianOffers: 1.5,
      likelyOffers: 1.2,
      atRisk: true,
    },
  ],
  ...over,
});

const show = (answer: OrderCoverage) => {
  stubApi({ 'GET /orders/:id/coverage': () => answer });
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return renderAt(<CoveragePanel orderId={12} />);
};

describe("the requester's coverage panel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns with the actions that help and the figures per industry', async () => {
    show(coverage());
    expect((await screen.findByTestId('coverage-warning')).textContent).toContain(
      'Do tego zlecenia prawdopodobnie wpłyną mniej niż 3 oferty.',
    );
    expect(screen.getByTestId('coverage-action-INVITE').getAttribute('href')).toBe('/v2/zlecenie/12/rekomendacje');
    expect(screen.getByTestId('coverage-action-EXTEND_DEADLINE').getAttribute('href')).toBe('/v2/edytuj-zlecenie/12');
    expect(screen.getByTestId('coverage-industry').textContent).toContain(
      'Zaproszenia: 3 · Złożę ofertę: 1 · Nie złożę: 1 · Jeszcze nie wiem: 0 · Konwersacje: 1 · Oferty: 0',
    );
    expect(screen.getByTestId('coverage-industry').textContent).toContain('mediana 1,5 oferty.');
    expect(screen.getByTestId('coverage-industry').textContent).toContain('Spodziewana liczba ofert: około 1.');
  });

  it('says the forecast in words, never as a bare fraction', () => {
    expect(likelyOffersText(0.2)).toBe('Spodziewana liczba ofert: mniej niż jedna.');
    expect(likelyOffersText(0.5)).toBe('Spodziewana liczba ofert: około 1.');
    expect(likelyOffersText(2.6)).toBe('Spodziewana liczba ofert: około 3.');
  });

  it('shows figures without a warning when enough offers are likely', async () => {
    show(coverage({ atRisk: false, actions: [] }));
    await screen.findByTestId('coverage-panel');
    expect(screen.queryByTestId('coverage-warning')).toBeNull();
  });
});
