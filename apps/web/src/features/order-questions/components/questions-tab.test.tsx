import type { OrderQuestions } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderAt } from '@/testing/render';
import { type StubRequest, stubApi } from '@/testing/stub-api';
import { QuestionsTab } from './questions-tab';

const question = (over: Partial<OrderQuestions['questions']['content'][number]> = {}) => ({
  id: 5,
  question: 'Czy dopuszczają Państwo materiały równoważne?',
  askedAt: '2026-11-20T10:00:00.000Z',
  answer: null,
  answeredAt: null,
  visibility: null,
  mine: false,
  askerCompany: null,
  ...over,
});

const tab = (over: Partial<OrderQuestions> = {}, content = [question()]): OrderQuestions => ({
  questionDeadline: '2026-12-09',
  deadlineSet: false,
  open: true,
  canAsk: false,
  canAnswer: false,
  questions: { content, totalElements: content.length, totalPages: 1, page: 0, size: 20 },
  ...over,
});

const show = (answer: OrderQuestions, calls: StubRequest[] = []) => {
  stubApi({
    'GET /orders/:id/questions': () => answer,
    '*': (r) => {
      calls.push(r);
      return r.method === 'POST' ? { id: 9 } : answer;
    },
  });
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return renderAt(<QuestionsTab orderId={12} offerDeadlineTo="2026-12-12" />);
};

describe("the order card's 'Pytania' tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a contractor reads a public answer without the asker and asks its own question', async () => {
    const calls: StubRequest[] = [];
    show(
      tab({ canAsk: true }, [
        question({ answer: 'Tak.', answeredAt: '2026-11-21T10:00:00.000Z', visibility: 'PUBLIC' }),
      ]),
      calls,
    );
    expect((await screen.findByTestId('question-deadline')).textContent).toBe(
      'Pytania można zadawać do 09.12.2026 włącznie.',
    );
    expect(screen.getByTestId('question-answer').textContent).toContain('Tak.');
    expect(screen.queryByTestId('question-asker')).toBeNull();
    fireEvent.change(screen.getByTestId('question-text'), { target: { value: 'Jaki jest termin?' } });
    fireEvent.click(screen.getByTestId('question-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ question: 'Jaki jest termin?' });
  });

  it('an empty question is refused with the shared message, nothing sent', async () => {
    const calls: StubRequest[] = [];
    show(tab({ canAsk: true }, []), calls);
    fireEvent.click(await screen.findByTestId('question-submit'));
    expect(await screen.findByText('Wpisz treść pytania.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('the requester sees the asker and answers privately', async () => {
    const calls: StubRequest[] = [];
    show(tab({ canAnswer: true }, [question({ askerCompany: { id: 3, name: 'Pytająca Sp. z o.o.' } })]), calls);
    expect((await screen.findByTestId('question-asker')).textContent).toBe('Pytająca Sp. z o.o.');
    fireEvent.change(screen.getByTestId('answer-text'), { target: { value: 'Tak, równoważne.' } });
    fireEvent.click(screen.getByLabelText(/Prywatnie/));
    fireEvent.click(screen.getByTestId('answer-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ answer: 'Tak, równoważne.', visibility: 'PRIVATE' });
  });

  it('past the deadline says so', async () => {
    show(tab({ open: false }, []));
    expect((await screen.findByTestId('question-deadline')).textContent).toBe(
      'Termin zadawania pytań minął 09.12.2026.',
    );
  });
});
