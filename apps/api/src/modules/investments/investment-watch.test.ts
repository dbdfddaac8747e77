import { investmentFollowSchema, watchedInvestmentPageSchema } from '@platform/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, investmentChanges, investmentFollows, users } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { waitFor } from '../../test/wait-for.js';
import { runReminder } from '../notifications/testing.js';
import { watchedOrderReminder, watchedParticipantReminder } from './investment-watch.notify.js';

const t = useTestApp({ logins: ['klient', 'dotowany', 'manager'] });
const { klient, dotowany, manager } = t.headers;

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v2${url}`, headers, payload });
const userId = async (login: string) => (await t.app.db.select().from(users).where(eq(users.login, login)))[0]!.id;
const watched = async (headers: Record<string, string>) =>
  watchedInvestmentPageSchema.parse((await call(headers, 'GET', '/users/me/followed-investments')).json());
/** Moves the follows' start and last visit back (and what was logged before them), so what is built next counts as new. */
const backdate = async (investmentId: number) => {
  await t.app.db
    .update(investmentFollows)
    .set({ createdAt: new Date(Date.now() - 3_600_000), seenAt: new Date(Date.now() - 3_600_000) })
    .where(eq(investmentFollows.investmentId, investmentId));
  await t.app.db
    .update(investmentChanges)
    .set({ createdAt: new Date(Date.now() - 7_200_000) })
    .where(eq(investmentChanges.investmentId, investmentId));
};
const outboxOf = (recipientUserId: number, key: string, name?: string) =>
  t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'WATCHED_INVESTMENT_CHANGED'), eq(emailOutbox.recipientUserId, recipientUserId)))
    .then((rows) => rows.filter((row) => row.idempotencyKey.includes(key) && (!name || row.subject.endsWith(name))));

describe('watching an investment', () => {
  it('starts from the demo data: klient watches investments, one changed its stage since the last visit', async () => {
    const page = await watched(klient);
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    expect(page.content.some((row) => row.changes.stageChanges > 0)).toBe(true);
    expect(page.content.some((row) => row.note)).toBe(true);
  });

  it('follows with a note, edits it, lists it and unfollows', async () => {
    const investment = await buildInvestment(t.app.db, { name: 'Hala magazynowa Obserwowana' });
    expect((await call(klient, 'GET', `/investments/${investment.id}/follow`)).json()).toEqual({
      following: false,
      note: null,
      followedAt: null,
    });
    const followed = await call(klient, 'PUT', `/investments/${investment.id}/follow`, { note: 'Sprawdzić w maju' });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(investmentFollowSchema.parse(followed.json())).toMatchObject({ following: true, note: 'Sprawdzić w maju' });
    await call(klient, 'PUT', `/investments/${investment.id}/follow`, { note: '' });
    expect((await call(klient, 'GET', `/investments/${investment.id}/follow`)).json().note).toBeNull();
    const page = await watched(klient);
    expect(page.content.find((row) => row.investment.id === investment.id)?.investment.name).toBe(
      'Hala magazynowa Obserwowana',
    );
    expect((await watched(dotowany)).content.some((row) => row.investment.id === investment.id)).toBe(false);
    expect((await call(klient, 'DELETE', `/investments/${investment.id}/follow`)).statusCode).toBe(204);
    expect((await watched(klient)).content.some((row) => row.investment.id === investment.id)).toBe(false);
  });

  it('refuses a long note, an unknown investment and a caller without a login', async () => {
    const investment = await buildInvestment(t.app.db);
    const long = await call(klient, 'PUT', `/investments/${investment.id}/follow`, { note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Maksymalna długość notatki to 1000 znaków.');
    expect((await call(klient, 'PUT', '/investments/99999999/follow', {})).json().code).toBe('INVESTMENT_NOT_FOUND');
    expect((await call({}, 'GET', `/investments/${investment.id}/follow`)).statusCode).toBe(401);
  });

  it('shows a stage change, a new participant and a new order since the last visit, until marked seen', async () => {
    const owner = await buildCompany(t.app.db);
    const investment = await buildInvestment(t.app.db, { stageId: 5, participants: [{ companyId: owner.id }] });
    await call(klient, 'PUT', `/investments/${investment.id}/follow`, {});
    await backdate(investment.id);
    const stage = await call(manager, 'POST', `/investments/${investment.id}/stage-changes`, {
      stageId: 9,
      changedOn: '2026-11-02',
      source: 'Rozmowa z inwestorem',
    });
    expect(stage.statusCode, stage.body).toBe(201);
    const joined = await buildCompany(t.app.db);
    await buildInvestment(t.app.db); // another investment's participants do not count
    await t.app.db.execute(
      `insert into investment_companies (investment_id, company_id, industry_id, role) values (${investment.id}, ${joined.id}, 401, 'SUBCONTRACTOR')` as never,
    );
    await buildOrder(t.app.db, { companyId: owner.id, investmentId: investment.id, publishAt: new Date() });
    const row = (await watched(klient)).content.find((r) => r.investment.id === investment.id)!;
    expect(row.changes).toEqual({ stageChanges: 1, newParticipants: 1, newOrders: 1 });
    expect(row.investment.stage?.id).toBe(9);
    expect((await call(klient, 'POST', '/users/me/followed-investments/seen')).statusCode).toBe(204);
    const after = (await watched(klient)).content.find((r) => r.investment.id === investment.id)!;
    expect(after.changes).toEqual({ stageChanges: 0, newParticipants: 0, newOrders: 0 });
  });
});

describe('followers hear of changes through the outbox', () => {
  it('a stage change at once; a new participant and a new order by the reminders job, once', async () => {
    const owner = await buildCompany(t.app.db);
    const investment = await buildInvestment(t.app.db, { stageId: 3, participants: [{ companyId: owner.id }] });
    await call(klient, 'PUT', `/investments/${investment.id}/follow`, {});
    await backdate(investment.id);
    const klientId = await userId('klient');
    await call(manager, 'POST', `/investments/${investment.id}/stage-changes`, {
      stageId: 4,
      changedOn: '2026-11-03',
      source: 'BIP gminy',
    });
    const [stageMail] = await outboxOf(klientId, 'investment-stage:', investment.name);
    expect(stageMail?.subject).toBe(`Zmiana w obserwowanej inwestycji: ${investment.name}`);
    expect(stageMail?.text).toContain('na „Wybór głównego projektanta”');

    const joined = await buildCompany(t.app.db, { name: 'Dołączająca Sp. z o.o.' });
    await t.app.db.execute(
      `insert into investment_companies (investment_id, company_id, industry_id, role) values (${investment.id}, ${joined.id}, 401, 'SUBCONTRACTOR')` as never,
    );
    const order = await buildOrder(t.app.db, {
      companyId: owner.id,
      investmentId: investment.id,
      publishAt: new Date(),
    });
    const now = new Date(Date.now() + 1000);
    await runReminder(t.app, watchedParticipantReminder, now);
    await runReminder(t.app, watchedOrderReminder, now);
    await runReminder(t.app, watchedOrderReminder, now);
    const participantMails = await outboxOf(klientId, 'investment-participant:');
    expect(participantMails.filter((m) => m.text.includes('Dołączająca Sp. z o.o.'))).toHaveLength(1);
    expect(await outboxOf(klientId, `investment-order:${order.id}:`)).toHaveLength(1);
  });

  it('follows the e-mail preference: the daily digest keeps it waiting', async () => {
    const investment = await buildInvestment(t.app.db, { stageId: 3 });
    await call(dotowany, 'PUT', `/investments/${investment.id}/follow`, {});
    const saved = await call(dotowany, 'PUT', '/users/me/notification-preferences', {
      preferences: [{ kind: 'WATCHED_INVESTMENT_CHANGED', mode: 'DIGEST' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await call(manager, 'POST', `/investments/${investment.id}/stage-changes`, {
      stageId: 5,
      changedOn: '2026-11-04',
      source: 'Portal przetargowy',
    });
    const id = await userId('dotowany');
    const mail = await waitFor(
      async () => {
        const [row] = await outboxOf(id, 'investment-stage:', investment.name);
        return row?.reason === 'DIGEST' ? row : null;
      },
      20_000,
      'the e-mail to wait for the digest',
    );
    expect(mail.status).toBe('NOT_SENT');
  });
});
