import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { buildQuestionsScene } from './order-question-test-helpers.js';
import { ORDER_QUESTION_ANSWERED } from './question-notice.js';

/** Questions about an order: contractors ask, the requester answers publicly or privately. */
const t = useTestApp({ logins: ['klient', 'subkonto'] });
const scene = () => buildQuestionsScene(t.app, t.login, t.headers.klient);

describe('order questions', () => {
  it('a contractor asks; only its company and the requester see the open question', async () => {
    const s = await scene();
    const asked = await s.ask(s.a, '  Czy dopuszczają Państwo materiały równoważne?  ');
    expect(asked.statusCode, asked.body).toBe(201);
    const mine = (await s.list(s.a)).json();
    expect(mine.canAsk).toBe(true);
    expect(mine.questions.content).toEqual([
      expect.objectContaining({
        question: 'Czy dopuszczają Państwo materiały równoważne?',
        answer: null,
        mine: true,
        askerCompany: null,
      }),
    ]);
    expect((await s.list(s.b)).json().questions.content).toEqual([]);
    const requester = (await s.list(t.headers.klient)).json();
    expect(requester.canAnswer).toBe(true);
    expect(requester.canAsk).toBe(false);
    expect(requester.questions.content[0].askerCompany).toEqual({ id: s.companyA.id, name: s.companyA.name });
  });

  it('a public answer shows to other contractors without the asker, and invited companies are e-mailed', async () => {
    const s = await scene();
    const { id } = (await s.ask(s.a, 'Jaki jest termin rozpoczęcia robót?')).json();
    const answered = await s.answer(t.headers.klient, id, { answer: 'Od 1 marca.', visibility: 'PUBLIC' });
    expect(answered.statusCode, answered.body).toBe(200);
    const seenByB = await s.list(s.b);
    expect(seenByB.json().questions.content).toEqual([
      expect.objectContaining({ answer: 'Od 1 marca.', visibility: 'PUBLIC', mine: false, askerCompany: null }),
    ]);
    expect(seenByB.body).not.toContain(s.companyA.name);
    expect(seenByB.body).not.toContain(`"id":${s.companyA.id},`);
    const mails = await t.app.db.execute<{ recipient_user_id: number; text: string; status: string }>(
      sql`select recipient_user_id, text, status from email_outbox
           where kind = ${ORDER_QUESTION_ANSWERED} and idempotency_key like ${`%:order-question:${id}:%`}`,
    );
    expect(mails.rows.map((r) => Number(r.recipient_user_id)).sort()).toEqual([s.userA.id, s.userB.id].sort());
    for (const mail of mails.rows) {
      expect(mail.text).toContain('Od 1 marca.');
      expect(mail.text).not.toContain(s.companyA.name);
    }
  });

  it('a private answer reaches the asker only', async () => {
    const s = await scene();
    const { id } = (await s.ask(s.a, 'Czy możemy dostać przedmiar w formacie ATH?')).json();
    expect((await s.answer(t.headers.klient, id, { answer: 'Tak, wysyłamy.', visibility: 'PRIVATE' })).statusCode).toBe(
      200,
    );
    expect((await s.list(s.b)).json().questions.content).toEqual([]);
    expect((await s.list(s.a)).json().questions.content[0]).toMatchObject({
      answer: 'Tak, wysyłamy.',
      visibility: 'PRIVATE',
    });
    const mails = await t.app.db.execute<{ recipient_user_id: number }>(
      sql`select recipient_user_id from email_outbox where idempotency_key like ${`%:order-question:${id}:%`}`,
    );
    expect(mails.rows.map((r) => Number(r.recipient_user_id))).toEqual([s.userA.id]);
  });

  it('refuses what the roles do not allow, a second answer and bad input', async () => {
    const s = await scene();
    expect((await s.ask(t.headers.klient, 'Własne pytanie?')).statusCode).toBe(403);
    expect((await s.ask(t.headers.subkonto, 'Pytanie kolegi?')).statusCode).toBe(403);
    const { id } = (await s.ask(s.a, 'Pytanie?')).json();
    expect((await s.answer(s.b, id, { answer: 'Nie.', visibility: 'PUBLIC' })).statusCode).toBe(403);
    expect((await s.answer(t.headers.klient, id, { answer: 'Tak.', visibility: 'SECRET' })).statusCode).toBe(400);
    expect((await s.answer(t.headers.klient, id, { answer: '   ', visibility: 'PUBLIC' })).json().message).toContain(
      'Wpisz treść odpowiedzi.',
    );
    expect((await s.answer(t.headers.klient, id, { answer: 'Tak.', visibility: 'PUBLIC' })).statusCode).toBe(200);
    const again = await s.answer(t.headers.klient, id, { answer: 'Jeszcze raz.', visibility: 'PUBLIC' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Na to pytanie już odpowiedziano.');
    expect((await s.answer(t.headers.klient, 999_999, { answer: 'X', visibility: 'PUBLIC' })).statusCode).toBe(404);
    expect((await s.ask(s.a, 'x'.repeat(2001))).json().message).toContain('najwyżej 2000 znaków');
    expect((await s.list({})).statusCode).toBe(401);
    const draft = await buildQuestionsScene(t.app, t.login, t.headers.klient, { status: 'DRAFT', publishAt: null });
    expect((await draft.ask(draft.a, 'Pytanie do szkicu?')).statusCode).toBe(404);
  });
});
