import type { Recommendation } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OrderRecommendationsTab } from './order-recommendations-tab';

const recommendation: Recommendation = {
  id: 31,
  company: {
    id: 31,
    name: 'Dachbud',
    logo: null,
    nip: '1234567890',
    contact: { companyEmail: { values: ['biuro@dachbud.pl'] }, recommendationEmail: { values: [] } },
  },
  companyIsFollowed: false,
  companyWorks: [],
  why: {
    industries: [{ id: 401, name: 'Pokrycia dachowe' }],
    seatKm: 20,
    nearestWorkKm: 4,
    nearWorksCount: 1,
    nearKm: 75,
    worksCount: 6,
    worksValue: 30_000_000,
  },
};
const page = { content: [recommendation], totalElements: 1, totalPages: 1, page: 0, size: 30 };

describe("the order card's 'Rekomendacje' tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the companies recommended for the order and invites the chosen ones', async () => {
    const invited: unknown[] = [];
    stubApi({
      'GET /orders/:id/recommendations': () => page,
      'PATCH /orders/:id/nominated-companies': ({ params, body }) => {
        invited.push({ orderId: params.id, body });
        return { companyIds: [31], invitedNow: true };
      },
      '*': () => [],
    });
    renderAt(<OrderRecommendationsTab orderId={7} archived={false} />);
    expect(await screen.findByRole('link', { name: 'Dachbud' })).toBeTruthy();
    expect(screen.getByText('biuro@dachbud.pl')).toBeTruthy();
    const invite = screen.getByRole('button', { name: 'Zaproś wybrane firmy' });
    expect(invite.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zaproś Dachbud' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zaproś wybrane firmy (1)' }));
    await waitFor(() => expect(invited).toEqual([{ orderId: '7', body: { companyIds: [31] } }]));
  });

  it('on an archived order shows the recommendations without inviting', async () => {
    stubApi({ 'GET /orders/:id/recommendations': () => page, '*': () => [] });
    renderAt(<OrderRecommendationsTab orderId={7} archived />);
    expect(await screen.findByRole('link', { name: 'Dachbud' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zaproś wybrane firmy/ })).toBeNull();
  });
});
