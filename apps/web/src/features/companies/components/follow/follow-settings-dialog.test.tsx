import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { FollowSettingsDialog } from './follow-settings-dialog';

const settings = { id: 1, note: null, notifications: { tookPartInNewInvestment: true, investmentUpdated: true } };

describe('follow settings dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns notifications on by default and saves the note', async () => {
    const fetchMock = stubApi({
      'GET /companies/5/following-settings': () => settings,
      'PATCH /companies/5/following-settings': () => ({ ...settings, note: 'Notatka testowa' }),
    });
    const onClose = vi.fn();
    renderAt(<FollowSettingsDialog companyId={5} isSubsidized={false} onClose={onClose} />);
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(2);
    for (const s of switches) {
      expect(s.getAttribute('aria-checked')).toBe('true');
      expect((s as HTMLButtonElement).disabled).toBe(false);
    }
    fireEvent.change(screen.getByLabelText('Notatka'), { target: { value: 'Notatka testowa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ note: 'Notatka testowa' });
  });

  it('keeps the switches off and disabled for subsidised users and sends no notifications', async () => {
    const fetchMock = stubApi({
      'GET /companies/5/following-settings': () => ({
        ...settings,
        notifications: { tookPartInNewInvestment: false, investmentUpdated: false },
      }),
      'PATCH /companies/5/following-settings': () => settings,
    });
    renderAt(<FollowSettingsDialog companyId={5} isSubsidized onClose={() => undefined} />);
    const switches = await screen.findAllByRole('switch');
    for (const s of switches) {
      expect(s.getAttribute('aria-checked')).toBe('false');
      expect((s as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ note: null });
  });
});
