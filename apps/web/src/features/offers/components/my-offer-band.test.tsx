import type { MyOffer } from '@platform/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { MyOfferBand } from './my-offer-band';

const mine = (outcome: MyOffer['outcome']): MyOffer => ({
  outcome,
  conversationId: 70,
  industries: [
    { id: 401, name: 'Instalacje elektryczne', priceNet: 184_500, validUntil: '2030-06-30', isSelected: false },
  ],
  priceBands: [],
});

const show = (offer: MyOffer | null) => {
  stubApi({ '*': () => offer });
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return renderAt(<MyOfferBand orderId={12} enabled />);
};

describe("the contractor's own offer on the card", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an open offer with its price and how to change it', async () => {
    show(mine('OPEN'));
    const band = await screen.findByTestId('my-offer-band');
    expect(band.textContent).toContain('Twoja oferta czeka na decyzję zlecającego');
    expect(band.textContent).toMatch(/Instalacje elektryczne: 184\s500,00 zł \(do 30\.06\.2030\)/);
    expect(band.textContent).toContain('aby zmienić cenę lub branże oferty');
  });

  it('once decided, says so and no longer invites a change', async () => {
    show(mine('NOT_CHOSEN'));
    const band = await screen.findByTestId('my-offer-band');
    expect(band.textContent).toContain('Twoja oferta nie została wybrana');
    expect(band.textContent).not.toContain('aby zmienić');
    expect(screen.queryByTestId('price-bands')).toBeNull();
  });

  it('tells a loser where its price stood, as the thanks e-mail did', async () => {
    show({
      ...mine('NOT_CHOSEN'),
      priceBands: [
        {
          industryId: 401,
          industryName: 'Instalacje elektryczne',
          band: { kind: 'HIGHER', fromPercent: 10, toPercent: 20 },
        },
      ],
    });
    expect((await screen.findByTestId('price-bands')).textContent).toBe(
      'Twoja cena (Instalacje elektryczne): w przedziale +10-20% od wybranej oferty',
    );
  });
});
