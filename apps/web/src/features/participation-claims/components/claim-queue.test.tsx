import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ClaimQueue } from './claim-queue';

const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });
const claim = {
  id: 5,
  kind: 'PARTICIPATION',
  status: 'PENDING',
  company: { id: 3, name: 'Instalbud' },
  investment: { id: 9, name: 'Hala magazynowa w Krakowie', city: 'Kraków' },
  role: 'SUBCONTRACTOR',
  industries: [{ id: 401, name: 'Instalacje sanitarne' }],
  valuePln: 250000,
  startDate: '2025-03-01',
  endDate: '2025-09-30',
  evidence: null,
  note: null,
  reason: null,
  declaredBy: 'Jan Kowalski',
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
};

describe('the staff queue of declarations', () => {
  beforeEach(useDesktopMedia);
  afterEach(() => vi.unstubAllGlobals());

  it('shows a waiting declaration, refuses only with a reason, and confirms', { timeout: 30_000 }, async () => {
    const decisions: unknown[] = [];
    stubApi({
      '/admin/participation-claims': () => page([claim]),
      'POST /participation-claims/5/decision': ({ body }) => {
        decisions.push(body);
        return { ...claim, status: 'CONFIRMED' };
      },
    });
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(<ClaimQueue />);
    const item = await screen.findByTestId('queue-claim-5', {}, { timeout: 5000 });
    expect(within(item).getByText('Hala magazynowa w Krakowie (Kraków)')).toBeTruthy();
    expect(within(item).getByText(/Podwykonawca · Instalacje sanitarne · 250 000 zł/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Odmów' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odmów' }));
    expect(await within(dialog).findByText('Podaj powód odmowy.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'CONFIRM', reason: null }]));
  });
});
