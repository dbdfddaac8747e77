import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildUser } from '@/testing/factories';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { FollowedCompaniesPage } from './followed-companies-page';

const row = (id: number, name: string, changes: object, note: string | null = null) => ({
  company: { id, name, city: 'Łódź' },
  settings: { id, note, notifications: { tookPartInNewInvestment: true, investmentUpdated: false } },
  followedAt: '2026-10-01T10:00:00.000Z',
  changes: { newInvestments: 0, newOrders: 0, offerUpdated: false, ...changes },
});
const page = (content: object[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });

describe("'Obserwowane firmy'", () => {
  beforeEach(() => {
    useDesktopMedia();
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each company with what changed (Polish plurals), its note and settings; leaving marks the visit', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubApi({
      'GET /users/me': () => buildUser(),
      'GET /users/me/followed-companies': () =>
        page([
          row(3, 'Alfa Bud', {}),
          row(4, 'Łódzkie Instalacje', { newInvestments: 22, newOrders: 1, offerUpdated: true }, 'Partner przy halach'),
        ]),
      'POST /users/me/followed-companies/seen': () => undefined,
      'GET /companies/4/following-settings': () => ({
        id: 4,
        note: 'Partner przy halach',
        notifications: { tookPartInNewInvestment: true, investmentUpdated: false },
      }),
    });
    const view = renderAt(<FollowedCompaniesPage />);
    const rows = await screen.findAllByTestId('followed-company');
    expect(within(rows[0]!).getByText('Bez zmian od ostatniej wizyty')).toBeTruthy();
    const changes = within(rows[1]!).getByTestId('followed-changes');
    expect(changes.textContent).toContain('22 nowe inwestycje');
    expect(changes.textContent).toContain('1 nowe zlecenie');
    expect(changes.textContent).toContain('Zmieniona oferta firmy');
    expect(within(rows[1]!).getByText('Notatka: Partner przy halach')).toBeTruthy();
    expect(
      within(rows[1]!).getByText(/Powiadomienia: udział w nowej inwestycji · Obserwujesz od 01\.10\.2026/),
    ).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Łódzkie Instalacje, Łódź' }).getAttribute('href')).toBe(
      '/firma/4',
    );
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Ustawienia' }));
    expect(await screen.findByText('Ustawienia obserwowania')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    view.unmount();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/seen'))).toBe(
        true,
      ),
    );
  });

  it('says when nothing is followed and leads to the finder', async () => {
    stubApi({ 'GET /users/me': () => buildUser(), 'GET /users/me/followed-companies': () => page([]) });
    renderAt(<FollowedCompaniesPage />);
    expect(await screen.findByText('Nie obserwujesz jeszcze żadnej firmy.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wyszukiwarka rekomendowanych firm' })).toBeTruthy();
  });
});
