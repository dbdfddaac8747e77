import { polishDay } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { buildQuestionsScene } from './order-question-test-helpers.js';
import { questionDeadlinesFor } from './question-deadline.service.js';

/** The question deadline: 3 days before the offer deadline unless the requester sets another day. */
const t = useTestApp({ logins: ['klient'] });
const DAY = 86_400_000;
const day = (days: number) => polishDay(new Date(Date.now() + days * DAY));

describe('question deadline', () => {
  it('by default 3 days before the offer deadline: past it, asking is refused in Polish', async () => {
    const s = await buildQuestionsScene(t.app, t.login, t.headers.klient, { offerDeadlineTo: day(2) });
    const tab = (await s.list(s.a)).json();
    expect(tab).toMatchObject({ questionDeadline: day(-1), deadlineSet: false, open: false, canAsk: false });
    const late = await s.ask(s.a, 'Czy zdążę?');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'ORDER_QUESTION_DEADLINE_PASSED',
      message: 'Termin zadawania pytań do tego zlecenia minął.',
    });
  });

  it('the requester moves it: not into the past, not on or after the offer deadline; then asking is open', async () => {
    const s = await buildQuestionsScene(t.app, t.login, t.headers.klient, { offerDeadlineTo: day(2) });
    expect((await s.setDeadline(t.headers.klient, day(2))).json().message).toBe(
      'Termin pytań musi przypadać przed terminem składania ofert.',
    );
    expect((await s.setDeadline(t.headers.klient, day(-1))).json().message).toBe(
      'Termin pytań nie może przypadać w przeszłości.',
    );
    expect((await s.setDeadline(t.headers.klient, '2026-02-31')).statusCode).toBe(400);
    expect((await s.setDeadline(s.a, day(1))).statusCode).toBe(403);
    expect((await s.setDeadline(t.headers.klient, day(1))).statusCode).toBe(204);
    expect((await s.list(s.a)).json()).toMatchObject({ questionDeadline: day(1), deadlineSet: true, canAsk: true });
    expect((await s.ask(s.a, 'Teraz zdążę?')).statusCode).toBe(201);
    const deadlines = await questionDeadlinesFor(t.app.db, [s.order.id]);
    expect(deadlines.get(s.order.id)).toEqual({ questionDeadline: day(1), set: true });
  });
});
