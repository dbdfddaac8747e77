import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { userOfType } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OrderChangesBand } from './order-changes-band';

const versions = [
  {
    number: 1,
    at: '2026-12-05T10:00:00Z',
    changes: ['Termin składania ofert: 12.12 → 19.12', 'Dodano dokument: Przedmiar'],
  },
];
const stub = (answer: { concerned: boolean; acknowledgedVersion: number | null; latest?: number }) => {
  let state = {
    versions: answer.latest === 0 ? [] : versions,
    latest: answer.latest ?? 1,
    concerned: answer.concerned,
    acknowledgedVersion: answer.acknowledgedVersion,
    acknowledgedAt: answer.acknowledgedVersion ? '2026-12-05T11:00:00Z' : null,
  };
  return stubApi({
    '/users/me': () => userOfType('CLIENT'),
    '/orders/changes/me': () => ({ orderIds: [] }),
    '/orders/12/changes': () => state,
    'POST /orders/12/changes/acknowledgement': () => {
      state = { ...state, acknowledgedVersion: 1, acknowledgedAt: '2026-12-05T12:00:00Z' };
      return state;
    },
  });
};
const renderBand = () => {
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return renderAt(<OrderChangesBand orderId={12} enabled />);
};

describe("'Zmiany w zleceniu' band", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the differences and lets a concerned company acknowledge them', async () => {
    const fetchMock = stub({ concerned: true, acknowledgedVersion: null });
    renderBand();
    const band = await screen.findByTestId('order-changes-band');
    expect(within(band).getByText('Zmiany w zleceniu')).toBeTruthy();
    expect(within(band).getByText('Termin składania ofert: 12.12 → 19.12')).toBeTruthy();
    expect(within(band).getByText('Dodano dokument: Przedmiar')).toBeTruthy();
    fireEvent.click(within(band).getByTestId('order-changes-acknowledge'));
    await waitFor(() => expect(within(band).getByTestId('order-changes-acknowledged')).toBeTruthy());
    expect(within(band).queryByTestId('order-changes-acknowledge')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('shows the changes without a button to a reader not concerned', async () => {
    stub({ concerned: false, acknowledgedVersion: null });
    renderBand();
    const band = await screen.findByTestId('order-changes-band');
    expect(within(band).queryByTestId('order-changes-acknowledge')).toBeNull();
  });

  it('shows nothing while the order is as published', async () => {
    stub({ concerned: true, acknowledgedVersion: null, latest: 0 });
    renderBand();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('order-changes-band')).toBeNull();
  });
});
