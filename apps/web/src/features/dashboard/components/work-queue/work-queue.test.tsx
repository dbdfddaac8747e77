import type { OrderListItem } from '@platform/shared';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { WorkQueue } from './work-queue';

const order = (id: number, name: string): OrderListItem => ({
  id,
  status: 'RELEASED',
  isApproved: false,
  publishAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  offerDeadlineFrom: null,
  offerDeadlineTo: '2026-11-27',
  workDeadlineFrom: null,
  workDeadlineTo: null,
  scope: null,
  character: 'PUBLIC',
  investment: { id: 100 + id, name, city: null },
  company: { id: 9, name: 'Inwestor SA' },
  industries: [],
  deletedReason: null,
  userAllowedToEdit: true,
});
const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 5 });

// several lists load at once on a page; on a busy machine the default 1 s wait was too short
configure({ asyncUtilTimeout: 5000 });

describe('work queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what waits, each with its full screen, and says so where nothing does', async () => {
    useDesktopMedia();
    const fetchMock = stubApi({
      'GET /orders/me': ({ query }) =>
        query.get('isApproved') === 'false' ? page([order(1, 'Szkoła w Wieliczce')]) : page([]),
      'GET /orders/invitations/me': () => page([order(2, 'Hala w Tychach')]),
      'GET /conversations/investments': () =>
        page([
          { id: 31, name: 'Osiedle Słoneczne', picture: null, city: 'Kraków', roadEndCity: null, unreadCount: 2 },
          { id: 32, name: 'Przeczytana', picture: null, city: null, roadEndCity: null, unreadCount: 0 },
        ]),
      'GET /dashboard/unread-offers': () =>
        page([
          {
            orderId: 7,
            investment: { id: 107, name: 'Biurowiec Kraków' },
            offerDeadlineTo: '2026-12-01',
            unreadCompanies: 3,
            latestOfferAt: '2026-11-24T10:00:00.000Z',
          },
        ]),
      'GET /dashboard/followed-investments': () =>
        page([
          {
            id: 41,
            name: 'Most na Wiśle',
            city: 'Sandomierz',
            createdAt: '2026-11-20T10:00:00.000Z',
            company: { id: 8, name: 'Mostbud' },
          },
        ]),
    });
    renderAt(<WorkQueue />);
    const unapproved = screen.getByTestId('queue-unapproved');
    expect((await within(unapproved).findByRole('link', { name: 'Szkoła w Wieliczce' })).getAttribute('href')).toBe(
      '/zlecenie/1',
    );
    expect(within(unapproved).getByRole('link', { name: 'Moje zlecenia' }).getAttribute('href')).toBe('/moje-zlecenia');
    expect(
      await within(screen.getByTestId('queue-deadline-this-week')).findByText(
        'W tym tygodniu nie kończy się termin składania ofert w żadnym z Twoich zleceń.',
      ),
    ).toBeTruthy();
    expect(
      await within(screen.getByTestId('queue-invitations')).findByRole('link', { name: 'Hala w Tychach' }),
    ).toBeTruthy();
    const offers = screen.getByTestId('queue-unread-offers');
    expect((await within(offers).findByRole('link', { name: 'Biurowiec Kraków' })).getAttribute('href')).toBe(
      '/zlecenie/7/oferty',
    );
    expect(within(offers).getByText('Firmy z nowymi ofertami: 3')).toBeTruthy();
    const unread = screen.getByTestId('queue-unread-messages');
    expect((await within(unread).findByRole('link', { name: 'Osiedle Słoneczne' })).getAttribute('href')).toBe(
      '/wiadomosci/inwestycja/31',
    );
    expect(within(unread).queryByText('Przeczytana')).toBeNull();
    expect(within(unread).getByText(/Nieprzeczytane: 2/)).toBeTruthy();
    const followed = screen.getByTestId('queue-followed-investments');
    expect((await within(followed).findByRole('link', { name: 'Most na Wiśle' })).getAttribute('href')).toBe('/-41');
    expect(within(followed).getByText(/Mostbud · Sandomierz · 20\.11\.2026/)).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    const week = urls.find((u) => u.includes('offerDeadlineFrom'));
    expect(week).toMatch(/offerDeadlineFrom=\d{4}-\d{2}-\d{2}&offerDeadlineTo=\d{4}-\d{2}-\d{2}/);
    expect(urls.find((u) => u.includes('isApproved=false'))).toContain('status=RELEASED,PLANNED');
    expect(urls.find((u) => u.includes('/orders/invitations/me'))).toContain('hideSeen=true');
  });
});
