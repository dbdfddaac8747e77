import type { ArticleCard, Conference, Webinar } from '@platform/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '@/lib/notify';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { EventsBand } from './events-band';
import { IndustryNewsBand } from './industry-news-band';

afterEach(() => vi.unstubAllGlobals());

const card = (id: number, title: string): ArticleCard => ({
  articleId: id,
  title,
  description: `Opis: ${title}`,
  imageUrl: id === 1 ? '/api/v2/storage/files/obraz.png' : null,
  publishAt: '2026-11-20T09:00:00.000Z',
});
const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 3 });
const news = (content: ArticleCard[]) => ({
  category: { id: 6, name: 'Puls budownictwa', description: null },
  articles: page(content),
});

const webinar: Webinar = {
  webinarId: 3,
  title: 'Jak znaleźć zlecenia podwykonawcze',
  startsAt: '2026-12-04T10:00:00.000Z',
  description: null,
  category: null,
  partners: [],
  registrationUrl: null,
  recordingUrl: null,
  imageUuid: null,
  imageUrl: null,
  publishAt: '2026-11-01T10:00:00.000Z',
  state: 'PUBLISHED',
};
const conference: Conference = {
  agenda: [{ id: 1, day: '2027-01-14', time: '09:00', title: 'Otwarcie', description: null, speakers: [] }],
  speakers: [],
  partners: [],
};

describe('industry news band', () => {
  it('shows the latest three articles of Puls budownictwa with Czytaj dalej and the category link', async () => {
    const fetchMock = stubApi({
      'GET /news/categories/6': () =>
        jsonResponse(200, news([card(1, 'Więcej budów'), card(2, 'Przetarg na S19'), card(3, 'Waloryzacja')])),
    });
    renderAt(<IndustryNewsBand />);
    expect(await screen.findByRole('heading', { name: 'Puls budownictwa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Więcej budów' }).getAttribute('href')).toContain('/aktualnosci/artykul/1');
    expect(screen.getByRole('link', { name: 'Czytaj dalej: Przetarg na S19' })).toBeTruthy();
    expect(screen.getByText('Opis: Waloryzacja')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie artykuły' }).getAttribute('href')).toContain(
      '/aktualnosci/lista/kategoria/6',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('size=3');
  });

  it('renders nothing when the load fails or there are no articles (spec 8)', async () => {
    const toasts: string[] = [];
    setNotifier({ error: (text) => toasts.push(text), success: () => undefined, info: () => undefined });
    const fetchMock = stubApi({ 'GET /news/categories/6': () => jsonResponse(500, {}) });
    const { container } = renderAt(<IndustryNewsBand />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    // nothing at all: no error toast either
    expect(toasts).toEqual([]);
    setNotifier(null);
    vi.unstubAllGlobals();
    stubApi({ 'GET /news/categories/6': () => news([]) });
    const empty = renderAt(<IndustryNewsBand />);
    await waitFor(() => expect(empty.container.textContent).toBe(''));
  });
});

describe('events band', () => {
  it('shows the next webinar and the experts forum, each linking to its page', async () => {
    stubApi({ 'GET /webinars': () => page([webinar]), 'GET /conference': () => conference });
    renderAt(<EventsBand />);
    expect(await screen.findByText('Jak znaleźć zlecenia podwykonawcze')).toBeTruthy();
    expect(await screen.findByText('czwartek, 14 stycznia 2027')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz webinaria' }).getAttribute('href')).toContain('/strona/webinaria');
    expect(screen.getByRole('link', { name: 'Przejdź do forum' }).getAttribute('href')).toContain(
      '/strona/forum-ekspertow',
    );
  });

  it('keeps both cards and their links when the loads fail', async () => {
    stubApi({});
    renderAt(<EventsBand />);
    expect(screen.getByRole('link', { name: 'Zobacz webinaria' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do forum' })).toBeTruthy();
  });
});
