import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { buildUser, userOfType } from '@/testing/factories';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { QuestionsPage } from './questions-page';

const question = (id: number, answer: string | null) => ({
  id,
  about: 'ORDER',
  subjectId: 42,
  subjectName: 'Hala magazynowa w Łodzi',
  subject: `Pytanie ${id}`,
  body: 'Czy zakres obejmuje dach?',
  status: answer ? 'ANSWERED' : 'OPEN',
  askedAt: '2026-11-20T10:00:00.000Z',
  asker: { id: 11, name: 'Anna Nowak', companyName: 'Alfa Bud' },
  answer,
  answeredAt: answer ? '2026-11-21T10:00:00.000Z' : null,
  answeredBy: answer ? 'Jan Konsultant' : null,
  attachments: [],
});
const page = (content: object[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });

describe("'Pytania'", () => {
  beforeEach(() => {
    useDesktopMedia();
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the asker its questions with status and answer, and checks the form as the server does', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubApi({
      'GET /users/me': () => buildUser({ availableServices: ['CONSULTANT_OPTION_LIMITATION'] }),
      'GET /consultant-questions/mine': () => page([question(2, null), question(1, 'Tak, obejmuje.')]),
    });
    renderAt(<QuestionsPage />);
    const cards = await screen.findAllByTestId('question-card');
    expect(within(cards[0]!).getByTestId('question-status').textContent).toBe('Oczekuje na odpowiedź');
    expect(within(cards[1]!).getByTestId('question-answer').textContent).toContain('Tak, obejmuje.');
    expect(within(cards[1]!).getByRole('link', { name: 'Hala magazynowa w Łodzi' }).getAttribute('href')).toBe(
      '/zlecenie/42',
    );
    fireEvent.click(screen.getByTestId('question-send'));
    expect(await screen.findByText('Podaj temat pytania.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('gives staff the queue with an answer form on open questions', { timeout: 30_000 }, async () => {
    const fetchMock = stubApi({
      'GET /users/me': () => userOfType('SALES'),
      'GET /admin/consultant-questions': () => page([question(3, null)]),
      'POST /admin/consultant-questions/:id/answer': () => question(3, 'Odpowiedź'),
    });
    renderAt(<QuestionsPage />);
    const card = await screen.findByTestId('question-card');
    expect(within(card).getByTestId('question-asker').textContent).toBe('Pyta: Anna Nowak (Alfa Bud)');
    fireEvent.change(within(card).getByTestId('answer-text'), { target: { value: 'Odpowiedź' } });
    fireEvent.click(within(card).getByTestId('answer-send'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/3/answer')),
      ).toBe(true),
    );
  });
});
