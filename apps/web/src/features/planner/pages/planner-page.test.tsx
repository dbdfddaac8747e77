import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildUser } from '@/testing/factories';
import { renderRoutes, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { PlannerPage } from './planner-page';

const event = {
  key: 'INVITED_ORDER_OFFER_DEADLINE:42',
  kind: 'INVITED_ORDER_OFFER_DEADLINE',
  date: '2027-03-05',
  endDate: null,
  title: 'Termin ofert: Hala magazynowa',
  orderId: 42,
  investmentId: 7,
};
const FEED_URL = 'http://localhost/api/v2/planner/feed/abc.ics';

describe("'Planer'", () => {
  beforeEach(() => {
    useDesktopMedia();
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the month of the address bar with its dates and makes the feed address', { timeout: 30_000 }, async () => {
    const fetchMock = stubApi({
      'GET /users/me': () => buildUser({ availableServices: ['PLANNER'] }),
      'GET /planner/events': () => ({ events: [event] }),
      'GET /planner/feed': () => ({ active: false, createdAt: null, url: null }),
      'POST /planner/feed': () => ({ active: true, createdAt: '2026-11-28T10:00:00.000Z', url: FEED_URL }),
    });
    renderRoutes([{ path: '/', element: <PlannerPage /> }], '/?miesiac=2027-03');
    const tag = await screen.findByTestId('planner-event');
    expect(tag.textContent).toBe('Termin ofert: Hala magazynowa');
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/planner/events'));
    expect(asked).toContain('from=2027-03-01');
    expect(asked).toContain('to=2027-04-11');
    fireEvent.click(await screen.findByTestId('feed-generate'));
    expect((await screen.findByTestId('feed-url')).textContent).toContain(FEED_URL);
    expect(screen.getByTestId('feed-download').getAttribute('href')).toBe(FEED_URL);
  });

  it('falls back to this month on a bad address-bar value and lists dates in the list view', {
    timeout: 30_000,
  }, async () => {
    stubApi({
      'GET /users/me': () => buildUser({ availableServices: ['PLANNER'] }),
      'GET /planner/events': () => ({ events: [event] }),
      'GET /planner/feed': () => ({ active: true, createdAt: '2026-11-28T10:00:00.000Z', url: null }),
    });
    renderRoutes([{ path: '/', element: <PlannerPage /> }], '/?widok=lista&miesiac=zly');
    const item = await screen.findByTestId('planner-list-item');
    expect(item.textContent).toContain('Termin ofert (zaproszenie)');
    expect(item.textContent).toContain('05.03.2027');
    await waitFor(() => expect(screen.getByTestId('feed-generate').textContent).toBe('Wygeneruj nowy adres'));
  });
});
