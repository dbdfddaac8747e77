import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { AdminEmailsPage } from './admin-emails-page';

const row = (id: number, status: string, subject: string) => ({
  id,
  createdAt: '2026-03-10T10:00:00.000Z',
  kind: 'ORDER_CONTACTS_NOTIFICATION',
  to: `osoba${id}@firma.pl`,
  subject,
  status,
  attempts: status === 'FAILED' ? 5 : 1,
  lastAttemptAt: null,
  sentAt: null,
  error: status === 'FAILED' ? '421 przerwane' : null,
  reason: null,
});
const page = {
  content: [row(1, 'SENT', 'Zlecenie do zatwierdzenia: Hala'), row(2, 'FAILED', 'Zlecenie do zatwierdzenia: Szkoła')],
  totalElements: 2,
  totalPages: 1,
  page: 0,
  size: 20,
  counts: { QUEUED: 3, SENDING: 0, SENT: 1, FAILED: 1, NOT_SENT: 7 },
};

describe('admin e-mails page', () => {
  afterEach(() => vi.unstubAllGlobals());

  // antd's table, drawer and tabs in jsdom take seconds on a loaded machine
  it('shows counts, filters by a status count, previews and resends a failed e-mail', { timeout: 40_000 }, async () => {
    const fetchMock = stubApi({
      'POST /admin/emails/:id/resend': () => ({ ...row(2, 'QUEUED', 'x'), text: 't', html: null }),
      'GET /admin/emails/2': () => ({ ...row(2, 'FAILED', 'Szkoła'), text: 'Treść', html: '<p>Treść</p>' }),
      'GET /admin/emails': () => page,
    });
    renderAt(<AdminEmailsPage />);
    expect(await screen.findByText('Zlecenie do zatwierdzenia: Hala')).toBeTruthy();
    expect(screen.getByTestId('email-count-NOT_SENT').textContent).toContain('7');

    fireEvent.click(screen.getByTestId('email-count-FAILED'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=FAILED'))).toBe(true));

    fireEvent.click(screen.getByText('Zlecenie do zatwierdzenia: Szkoła'));
    const frame = await screen.findByTitle('Podgląd HTML wiadomości');
    expect(frame.getAttribute('sandbox')).toBe('');

    fireEvent.click(screen.getAllByRole('button', { name: 'Wyślij ponownie' })[0]!);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'POST' && String(url).endsWith('/admin/emails/2/resend'),
        ),
      ).toBe(true),
    );
  });
});
