import type { CoverageAlert } from '@platform/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CoverageAlerts } from './coverage-alerts';

const alert = (orderId: number): CoverageAlert => ({
  orderId,
  investmentName: `Hala magazynowa ${orderId}`,
  offerDeadlineTo: '2026-12-20',
  industries: ['Instalacje elektryczne'],
  actions: ['INVITE', 'EXTEND_DEADLINE'],
});

describe("the start page's coverage warning", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one folded line with the count, and opens to each order with what helps', async () => {
    stubApi({ 'GET /orders/coverage-alerts/me': () => [alert(1), alert(2), alert(3), alert(4)] });
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(<CoverageAlerts />);
    const block = await screen.findByTestId('coverage-alerts');
    expect(block.textContent).toContain('Zlecenia z małą liczbą ofert (4)');
    expect(screen.queryAllByTestId('coverage-alert')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Pokaż' }));
    const items = screen.getAllByTestId('coverage-alert');
    expect(items).toHaveLength(4);
    expect(items[0]!.textContent).toContain(
      'Hala magazynowa 1 prawdopodobnie otrzyma mniej niż 3 oferty (Instalacje elektryczne).',
    );
    expect(items[0]!.textContent).toContain('Termin składania ofert: 20.12.2026.');
    expect(screen.getAllByTestId('coverage-action-INVITE')).toHaveLength(4);
  });
});
