import type { OrderListItem } from '@platform/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { InvestmentOrders } from './investment-orders';

const item = (id: number): OrderListItem => ({
  id,
  status: 'RELEASED',
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
  deletedReason: null,
  userAllowedToEdit: false,
});

/** GET /orders answers `answer(size)` for the size asked. */
const stubOrders = (answer: (size: number) => Response) => {
  return stubApi({ '*': ({ query }) => answer(Number(query.get('size'))) });
};
const page = (size: number, total: number) =>
  jsonResponse(200, {
    content: Array.from({ length: Math.min(size, total) }, (_, k) => item(k + 1)),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    page: 0,
    size,
  });

describe('orders of an investment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a subsidised client for the first page of 10 only and says how many there are', async () => {
    const fetchMock = stubOrders((size) => page(size, 25));
    renderAt(<InvestmentOrders investmentId={7} subsidized />);
    expect(await screen.findByText('Pokazano 10 z 25 zleceń.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(10);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('size')).toBe('10');
  });

  it('lists up to 100 for others, and says so when loading fails instead of showing no orders', async () => {
    stubOrders((size) => page(size, 3));
    const { unmount } = renderAt(<InvestmentOrders investmentId={7} subsidized={false} />);
    expect(await screen.findByText('Zlecenie nr 3')).toBeTruthy();
    expect(screen.queryByText(/Pokazano/)).toBeNull();
    unmount();
    stubOrders(() => jsonResponse(400, { status: 400, code: 'SUBSIDIZED_FIRST_PAGE_ONLY', message: 'x' }));
    renderAt(<InvestmentOrders investmentId={8} subsidized={false} />);
    expect(await screen.findByText('Nie udało się wczytać zleceń tej inwestycji.')).toBeTruthy();
    expect(screen.queryByText('Brak zleceń')).toBeNull();
  });
});
