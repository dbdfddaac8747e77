import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, emailOutbox, orderNominatedCompanies } from '../../db/schema.js';
import { buildCompany, buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { runReminder } from '../notifications/testing.js';
import { offerDeadline24hReminder, offerDeadline72hReminder } from './offer-deadline-reminder.js';

/**
 * Invited companies that have not answered hear 72 h and 24 h before the offer
 * deadline, once each; run directly with the clock the test chooses (the worker is off).
 */
const t = useTestApp({ env: { JOBS_WORKER: 'off' } });

// 8 March 2026, 09:00 in Warsaw
const now = new Date('2026-03-08T08:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

const orderIds: Record<string, number> = {};
const invitees: Record<string, number> = {};

const remindersTo = async (companyName: string, hoursLeft: 72 | 24) =>
  t.app.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, 'OFFER_DEADLINE_REMINDER'),
        like(emailOutbox.idempotencyKey, `%:company:${invitees[companyName]}:${hoursLeft}h:%`),
      ),
    );

beforeAll(async () => {
  const requester = await buildCompany(t.app.db, { name: 'Inwestor Budowlany Sp. z o.o.' });
  for (const name of ['silent', 'willBid', 'undecided', 'wontBid', 'talking', 'fresh']) {
    invitees[name] = (await buildCompany(t.app.db, { name: `Wykonawca ${name}` })).id;
  }
  const order = async (offerDeadlineTo: string) =>
    (await buildOrder(t.app.db, { companyId: requester.id, offerDeadlineTo })).id;
  orderIds.in2days = await order('2026-03-10');
  orderIds.tomorrow = await order('2026-03-09');
  orderIds.today = await order('2026-03-08');
  orderIds.later = await order('2026-03-12');
  const invite = (orderId: number, name: string, extra: Partial<typeof orderNominatedCompanies.$inferInsert> = {}) =>
    t.app.db.insert(orderNominatedCompanies).values({
      orderId,
      companyId: invitees[name]!,
      source: 'OTHER',
      email: `${name}@wykonawca.pl`,
      invitedAt: hoursAgo(48),
      ...extra,
    });
  await invite(orderIds.in2days, 'silent');
  await invite(orderIds.in2days, 'willBid', { intent: 'WILL_BID', intentAt: hoursAgo(2) });
  await invite(orderIds.in2days, 'undecided', { intent: 'UNDECIDED', intentAt: hoursAgo(2) });
  await invite(orderIds.in2days, 'wontBid', { intent: 'WONT_BID', intentReason: 'NO_CAPACITY', intentAt: hoursAgo(2) });
  await invite(orderIds.in2days, 'talking');
  await invite(orderIds.in2days, 'fresh', { invitedAt: hoursAgo(3) });
  await t.app.db.insert(conversations).values({ orderId: orderIds.in2days, companyId: invitees.talking! });
  await invite(orderIds.today, 'silent');
  await invite(orderIds.later, 'silent');
});

describe('offer deadline reminders to invited companies', () => {
  it('72 h before: e-mails the unanswered invitees of orders due in two or three days, once', async () => {
    await runReminder(t.app, offerDeadline72hReminder, now);
    await runReminder(t.app, offerDeadline72hReminder, new Date(now.getTime() + 6 * 3_600_000));
    const silent = await remindersTo('silent', 72);
    expect(silent.map((r) => r.idempotencyKey)).toEqual([
      `OFFER_DEADLINE_REMINDER:order:${orderIds.in2days}:company:${invitees.silent}:72h:silent@wykonawca.pl`,
    ]);
    expect(silent[0]!.subject).toBe(`Do 10 marca 2026 można złożyć ofertę: ${silent[0]!.subject.split(': ')[1]}`);
    expect(silent[0]!.text).toContain('zaprosiła firmę Wykonawca silent');
    expect(silent[0]!.text).toContain(`/v2/zlecenie/${orderIds.in2days}`);
    expect(silent[0]!.text).toContain('/v2/odpowiedz-na-zaproszenie/');
    expect(await remindersTo('undecided', 72)).toHaveLength(1);
    for (const answered of ['willBid', 'wontBid', 'talking', 'fresh']) {
      expect(await remindersTo(answered, 72), answered).toHaveLength(0);
    }
  });

  it('24 h before: e-mails on the deadline day itself, and never the 72 h one that late', async () => {
    await runReminder(t.app, offerDeadline24hReminder, now);
    const silent = await remindersTo('silent', 24);
    expect(silent).toHaveLength(1);
    expect(silent[0]!.idempotencyKey).toContain(`order:${orderIds.today}:`);
    expect(silent[0]!.subject).toMatch(/^Dziś mija termin składania ofert: /);
    expect(silent[0]!.text).toContain('mija dziś, 8 marca 2026');
    // the order due today got no 72 h reminder, the one due on the 12th nothing yet
    const all = await t.app.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, 'OFFER_DEADLINE_REMINDER:%'));
    expect(
      all.some((r) => r.idempotencyKey.includes(`order:${orderIds.today}:`) && r.idempotencyKey.includes(':72h')),
    ).toBe(false);
    expect(all.some((r) => r.idempotencyKey.includes(`order:${orderIds.later}:`))).toBe(false);
  });

  it('reminds the order due on the 10th again on its last day, the 24 h e-mail', async () => {
    await runReminder(t.app, offerDeadline24hReminder, new Date('2026-03-10T06:00:00Z'));
    const silent = await remindersTo('silent', 24);
    expect(silent.map((r) => r.idempotencyKey.split(':')[2]).sort()).toEqual(
      [orderIds.in2days, orderIds.today].map(String).sort(),
    );
  });
});
