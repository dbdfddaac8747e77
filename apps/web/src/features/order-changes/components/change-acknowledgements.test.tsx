import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { userOfType } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ChangeAcknowledgements } from './change-acknowledgements';

describe('the requester’s acknowledgements of the changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows per company the version it acknowledged, who and when', async () => {
    stubApi({
      '/users/me': () => userOfType('CLIENT'),
      '/orders/12/changes/acknowledgements': () => ({
        latest: 2,
        companies: [
          {
            company: { id: 1, name: 'Alfa Instalacje' },
            acknowledgedVersion: 2,
            acknowledgedAt: '2026-12-05T12:00:00Z',
            acknowledgedBy: 'Jan Wykonawca',
          },
          {
            company: { id: 2, name: 'Beta Dachy' },
            acknowledgedVersion: null,
            acknowledgedAt: null,
            acknowledgedBy: null,
          },
        ],
      }),
    });
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(<ChangeAcknowledgements orderId={12} />);
    const table = await screen.findByTestId('change-acknowledgements');
    const alfa = within(table).getByText('Alfa Instalacje').closest('tr') as HTMLElement;
    expect(within(alfa).getByText('Wersja 3')).toBeTruthy();
    expect(within(alfa).getByText('Jan Wykonawca')).toBeTruthy();
    const beta = within(table).getByText('Beta Dachy').closest('tr') as HTMLElement;
    expect(within(beta).getByText('Nie potwierdzono')).toBeTruthy();
  });
});
