import type { OrderListItem } from '@platform/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { OrderRow } from './order-row';

const offered = (offer: OrderListItem['offer']): OrderListItem => ({
  id: 12,
  status: 'ARCHIVED',
  isApproved: true,
  publishAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  offerDeadlineFrom: '2026-12-01',
  offerDeadlineTo: '2026-12-10',
  workDeadlineFrom: '2027-01-01',
  workDeadlineTo: null,
  scope: 'SERVICE',
  character: 'PRIVATE',
  investment: { id: 7, name: 'Budowa hali', city: 'Wrocław' },
  company: { id: 1, name: 'KRAMET' },
  industries: [{ id: 1702, name: 'Generalne wykonawstwo' }],
  deletedReason: 'SETTLED',
  userAllowedToEdit: false,
  offer,
});

/** A row of '/ofertowane-zlecenia' (spec 2.5): the outcome and, for a thanked loser, its price band. */
describe('offered order row', () => {
  it("shows the loser's price band beside the outcome", () => {
    renderAt(
      <OrderRow
        order={offered({
          outcome: 'NOT_CHOSEN',
          priceBands: [{ industryId: 1702, industryName: 'Generalne wykonawstwo', band: { kind: 'LOWER' } }],
        })}
        manage={false}
        onDelete={() => undefined}
      />,
    );
    expect(screen.getByTestId('offer-outcome').textContent).toBe('Oferta niewybrana');
    expect(screen.getByTestId('price-bands').textContent).toBe(
      'Twoja cena (Generalne wykonawstwo): niższa od wybranej oferty',
    );
  });

  it('says nothing of bands the requester did not send', () => {
    renderAt(
      <OrderRow order={offered({ outcome: 'NOT_CHOSEN', priceBands: [] })} manage={false} onDelete={() => undefined} />,
    );
    expect(screen.queryByTestId('price-bands')).toBeNull();
  });
});
