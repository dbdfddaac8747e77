import { consultantQuestionPageSchema, consultantQuestionSchema } from '@platform/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, pdf, put } from '../attachments/testing.js';

const STAFF = ['superadmin', 'administrator', 'sales'] as const;
const t = useTestApp({ logins: [...STAFF, 'manager', 'klient', 'subkonto', 'dotowany'] });

type Headers = Record<string, string>;
const ask = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v2/consultant-questions', headers, payload });
const mine = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v2/consultant-questions/mine', headers });
const queue = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v2/admin/consultant-questions${query}`, headers });
const answer = (headers: Headers, id: number, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/admin/consultant-questions/${id}/answer`,
    headers,
    payload: { answer: text },
  });

let asker: Headers;
let askerId: number;
let investmentId: number;
beforeAll(async () => {
  const user = await buildUser(t.app.db, { availableServices: ['CONSULTANT_OPTION_LIMITATION'] });
  askerId = user.id;
  asker = await t.login(user.login);
  investmentId = (await buildInvestment(t.app.db)).id;
});

describe('asking (spec 6 menu "Pytania": CONSULTANT_OPTION_LIMITATION)', () => {
  it('asks about an investment with a file; the list shows it open', async () => {
    const target = await acquire(t.app, asker, 'ADDITIONAL', 'przedmiar.pdf', { size: pdf.length });
    expect((await put(t.app, target.fields.presignedUrl, pdf)).statusCode).toBeLessThan(300);
    const res = await ask(asker, {
      about: 'INVESTMENT',
      subjectId: investmentId,
      subject: 'Etap inwestycji',
      body: 'Kiedy ruszy przetarg na roboty?',
      attachments: [target.uuid],
    });
    expect(res.statusCode, res.body).toBe(201);
    const question = consultantQuestionSchema.parse(res.json());
    expect(question).toMatchObject({ status: 'OPEN', answer: null, about: 'INVESTMENT', subjectId: investmentId });
    expect(question.attachments.map((a) => a.attachmentName)).toEqual(['przedmiar.pdf']);
    const list = consultantQuestionPageSchema.parse((await mine(asker)).json());
    expect(list.content.map((q) => q.id)).toEqual([question.id]);
  });

  it('asks about an order it may see, not about a hidden or unknown one', async () => {
    const order = await buildOrder(t.app.db, { companyId: (await buildCompany(t.app.db)).id });
    const ok = await ask(asker, { about: 'ORDER', subjectId: order.id, subject: 'Zakres', body: 'Czy obejmuje dach?' });
    expect(ok.statusCode).toBe(201);
    const draft = await buildOrder(t.app.db, { companyId: (await buildCompany(t.app.db)).id, status: 'DRAFT' });
    for (const subjectId of [draft.id, 999_999_999]) {
      const res = await ask(asker, { about: 'ORDER', subjectId, subject: 'Zakres', body: 'Pytanie' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('QUESTION_SUBJECT_NOT_FOUND');
    }
  });

  it('refuses a file of someone else, empty texts, and users without the service', async () => {
    const other = await acquire(t.app, t.headers.klient, 'ADDITIONAL', 'cudzy.pdf', { size: pdf.length });
    const base = { about: 'INVESTMENT', subjectId: investmentId, subject: 'Temat', body: 'Treść' };
    expect((await ask(asker, { ...base, attachments: [other.uuid] })).json().code).toBe('QUESTION_INVALID_ATTACHMENT');
    expect((await ask(asker, { ...base, body: '   ' })).statusCode).toBe(400);
    for (const who of ['subkonto', 'dotowany', 'manager', 'administrator'] as const) {
      expect((await ask(t.headers[who], base)).statusCode, who).toBe(403);
      expect((await mine(t.headers[who])).statusCode, who).toBe(403);
    }
    expect((await ask({}, base)).statusCode).toBe(401);
  });
});

describe('the staff queue', () => {
  it('lets superadmin, administrator and sales read it; others get 403', async () => {
    for (const who of STAFF) expect((await queue(t.headers[who])).statusCode, who).toBe(200);
    for (const who of ['manager', 'klient', 'dotowany'] as const) {
      expect((await queue(t.headers[who])).statusCode, who).toBe(403);
    }
    expect((await queue({})).statusCode).toBe(401);
  });

  it('answers once, e-mails the asker, and the asker sees the answer', async () => {
    const asked = await ask(asker, { about: 'INVESTMENT', subjectId: investmentId, subject: 'Termin', body: 'Kiedy?' });
    const id = consultantQuestionSchema.parse(asked.json()).id;
    const open = consultantQuestionPageSchema.parse((await queue(t.headers.sales, '?status=OPEN')).json());
    expect(open.content.some((q) => q.id === id && q.asker.id === askerId)).toBe(true);
    expect((await answer(t.headers.manager, id, 'Nie')).statusCode).toBe(403);
    const res = await answer(t.headers.sales, id, 'Przetarg ruszy w marcu.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ANSWERED', answer: 'Przetarg ruszy w marcu.' });
    expect((await answer(t.headers.administrator, id, 'Jeszcze raz')).json().code).toBe('QUESTION_ALREADY_ANSWERED');
    expect((await answer(t.headers.administrator, 999_999_999, 'X')).statusCode).toBe(404);
    const mail = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'CONSULTANT_ANSWER'), eq(emailOutbox.recipientUserId, askerId)));
    expect(mail.map((m) => m.subject)).toEqual(['Odpowiedź konsultanta: Termin']);
    const list = consultantQuestionPageSchema.parse((await mine(asker)).json());
    expect(list.content.find((q) => q.id === id)).toMatchObject({ status: 'ANSWERED', answeredBy: expect.any(String) });
    const answered = consultantQuestionPageSchema.parse((await queue(t.headers.sales, '?status=ANSWERED')).json());
    expect(answered.content.every((q) => q.status === 'ANSWERED')).toBe(true);
  });

  it('holds the demo questions, one of them answered', async () => {
    const all = consultantQuestionPageSchema.parse((await queue(t.headers.sales, '?status=ANSWERED')).json());
    expect(all.content.some((q) => q.subject === 'Wymagane uprawnienia do robót dachowych' && q.answer)).toBe(true);
  });

  it('falls back to the first page and every status on bad address-bar values', async () => {
    const res = await queue(t.headers.superadmin, '?page=abc&status=COS');
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toBe(0);
  });
});
