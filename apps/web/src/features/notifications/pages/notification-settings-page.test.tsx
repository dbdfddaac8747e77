import { PREFERENCE_KINDS } from '@platform/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { NotificationSettingsPage } from './notification-settings-page';

const list = (overrides: Record<string, { mode?: string; locked?: boolean }> = {}) => ({
  preferences: PREFERENCE_KINDS.map((kind) => ({
    kind,
    label: `Etykieta ${kind}`,
    mode: 'IMMEDIATE',
    locked: false,
    ...overrides[kind],
  })),
});

describe('notification settings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the kinds and saves a choice when it is made', async () => {
    const fetchMock = stubApi({
      'PUT *': () => list({ NEW_MESSAGE: { mode: 'OFF' } }),
      '*': () => list(),
    });
    renderAt(<NotificationSettingsPage />);
    const row = await screen.findByTestId('preference-NEW_MESSAGE');
    expect(screen.queryByTestId('preference-PASSWORD_RESET')).toBeNull();
    fireEvent.click(within(row).getByText('Wyłączone'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/users/me/notification-preferences');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ preferences: [{ kind: 'NEW_MESSAGE', mode: 'OFF' }] });
    await waitFor(() => expect((within(row).getByDisplayValue('OFF') as HTMLInputElement).checked).toBe(true));
  });

  it('shows a locked kind disabled (subsidised users and the follow notifications)', async () => {
    stubApi({ '*': () => list({ FOLLOWED_COMPANY_NEW_INVESTMENT: { mode: 'OFF', locked: true } }) });
    renderAt(<NotificationSettingsPage />);
    const row = await screen.findByTestId('preference-FOLLOWED_COMPANY_NEW_INVESTMENT');
    for (const input of within(row).getAllByRole('radio')) expect((input as HTMLInputElement).disabled).toBe(true);
    const free = screen.getByTestId('preference-NEW_MESSAGE');
    expect((within(free).getAllByRole('radio')[0] as HTMLInputElement).disabled).toBe(false);
  });
});
