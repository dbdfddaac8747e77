import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { userOfType } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ChangedOrderMark } from './changed-order-mark';

describe("the list's 'Zmiany w zleceniu' mark", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks only the orders whose changes the company has not acknowledged, with one request', async () => {
    const fetchMock = stubApi({
      '/users/me': () => userOfType('CLIENT'),
      '/orders/changes/me': () => ({ orderIds: [12] }),
    });
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(
      <>
        <ChangedOrderMark orderId={12} enabled />
        <ChangedOrderMark orderId={13} enabled />
      </>,
    );
    expect((await screen.findByTestId('order-changed-mark')).textContent).toBe('Zmiany w zleceniu');
    expect(screen.getAllByTestId('order-changed-mark')).toHaveLength(1);
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/orders/changes/me'));
    expect(calls).toHaveLength(1);
  });
});
