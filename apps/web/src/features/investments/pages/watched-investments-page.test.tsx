import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildUser } from '@/testing/factories';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { WatchedInvestmentsPage } from './watched-investments-page';

const row = (id: number, name: string, changes: object, note: string | null = null) => ({
  investment: { id, name, city: 'Kraków', stage: { id: 9, name: 'Realizacja' }, value: 12_500_000 },
  note,
  followedAt: '2026-10-01T10:00:00.000Z',
  changes: { stageChanges: 0, newParticipants: 0, newOrders: 0, ...changes },
});
const page = (content: object[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });

describe("'Obserwowane inwestycje'", () => {
  beforeEach(() => {
    useDesktopMedia();
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows what changed since the last visit (Polish plurals) and the note; leaving marks the visit', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubApi({
      'GET /users/me': () => buildUser(),
      'GET /users/me/followed-investments': () =>
        page([
          row(3, 'Hala magazynowa', {}),
          row(4, 'Szkoła podstawowa', { stageChanges: 1, newParticipants: 2, newOrders: 5 }, 'Zadzwonić do GW'),
        ]),
      'POST /users/me/followed-investments/seen': () => undefined,
    });
    const view = renderAt(<WatchedInvestmentsPage />);
    const rows = await screen.findAllByTestId('watched-investment');
    expect(within(rows[0]!).getByText('Bez zmian od ostatniej wizyty')).toBeTruthy();
    const changes = within(rows[1]!).getByTestId('watched-changes').textContent;
    expect(changes).toContain('Zmiana etapu');
    expect(changes).toContain('2 nowi uczestnicy');
    expect(changes).toContain('5 nowych zleceń');
    expect(within(rows[1]!).getByText('Notatka: Zadzwonić do GW')).toBeTruthy();
    expect(within(rows[1]!).getByText(/Etap: Realizacja · Wartość: 12,5 mln zł/)).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Szkoła podstawowa, Kraków' }).getAttribute('href')).toBe('/-4');
    view.unmount();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/seen'))).toBe(
        true,
      ),
    );
  });

  it('says when nothing is watched', async () => {
    stubApi({ 'GET /users/me': () => buildUser(), 'GET /users/me/followed-investments': () => page([]) });
    renderAt(<WatchedInvestmentsPage />);
    expect(await screen.findByText('Nie obserwujesz jeszcze żadnej inwestycji.')).toBeTruthy();
  });
});
