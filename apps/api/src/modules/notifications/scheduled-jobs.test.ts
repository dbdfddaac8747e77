import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, sentReminders } from '../../db/schema.js';
import { buildCompany, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { orderDeadlinePassedReminder } from '../orders/index.js';
import { sendDailyDigests } from './daily-digest.js';
import { EMAIL_QUEUE } from './email-delivery.js';
import { relayQueuedEmails } from './email-relay.js';
import { enqueueEmail } from './notifications.service.js';
import { runReminder } from './reminders.js';
import { renderLayout } from './templates/layout.js';

/**
 * The scheduled jobs, run directly with a clock the test chooses. The worker is
 * off, so no delivery changes the rows the tests read.
 */
const t = useTestApp({ env: { JOBS_WORKER: 'off' } });

const outboxOf = (kind: string, userIds: number[]) =>
  t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), inArray(emailOutbox.recipientUserId, userIds)));

describe('reminder: offer deadline passed, no offer selected', () => {
  // 11 March 2026, 09:00 in Warsaw: the deadline of 10 March has passed
  const now = new Date('2026-03-11T08:00:00Z');
  const orderIds: Record<string, number> = {};
  let contacts: number[] = [];

  beforeAll(async () => {
    const company = await buildCompany(t.app.db);
    const a = await buildUser(t.app.db, { companyId: company.id });
    const b = await buildUser(t.app.db, { companyId: company.id });
    contacts = [a.id, b.id];
    const order = (offerDeadlineTo: string, extra: Record<string, unknown> = {}) =>
      buildOrder(t.app.db, { companyId: company.id, contactUserIds: contacts, offerDeadlineTo, ...extra });
    orderIds.due = (await order('2026-03-10')).id;
    orderIds.today = (await order('2026-03-11')).id;
    orderIds.archived = (await order('2026-03-10', { status: 'ARCHIVED' })).id;
    orderIds.removed = (await order('2026-03-09', { removed: true })).id;
    orderIds.old = (await order('2026-02-20')).id;
  });

  it('e-mails each contact of the due order once, and nobody about the others', async () => {
    const reminded = await runReminder(t.app, orderDeadlinePassedReminder, now);
    expect(reminded).toBeGreaterThanOrEqual(1);
    const rows = await outboxOf('ORDER_DEADLINE_PASSED', contacts);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === 'QUEUED' && r.idempotencyKey.includes(`order:${orderIds.due}:`))).toBe(true);
    expect(rows[0]!.subject).toMatch(/^Minął termin składania ofert: /);
    expect(rows[0]!.text).toContain('10 marca 2026');
    expect(rows[0]!.text).toContain(`/v2/zlecenie/${orderIds.due}`);
    expect(rows[0]!.text).toContain('/v2/powiadomienia/wypisz?token=');
    const recorded = await t.app.db
      .select()
      .from(sentReminders)
      .where(inArray(sentReminders.subjectId, Object.values(orderIds)));
    expect(recorded.map((r) => r.subjectId)).toEqual([orderIds.due]);
  });

  it('sends nothing more on the next runs, even a day later', async () => {
    await runReminder(t.app, orderDeadlinePassedReminder, now);
    await runReminder(t.app, orderDeadlinePassedReminder, new Date('2026-03-11T20:00:00Z'));
    const rows = await outboxOf('ORDER_DEADLINE_PASSED', contacts);
    // the order due on the 11th is reminded on the 12th, the first one not again
    const keys = rows.map((r) => r.idempotencyKey.split(':')[2]);
    expect(keys.filter((id) => id === String(orderIds.due))).toHaveLength(2);
    await runReminder(t.app, orderDeadlinePassedReminder, new Date('2026-03-12T08:00:00Z'));
    const after = await outboxOf('ORDER_DEADLINE_PASSED', contacts);
    expect(after).toHaveLength(4);
    expect(after.map((r) => r.idempotencyKey.split(':')[2]).sort()).toEqual(
      [orderIds.due, orderIds.due, orderIds.today, orderIds.today].map(String).sort(),
    );
  });

  it('honours a contact who turned the kind off: recorded NOT_SENT, the other queued', async () => {
    const company = await buildCompany(t.app.db);
    const quiet = await buildUser(t.app.db, { companyId: company.id });
    const loud = await buildUser(t.app.db, { companyId: company.id });
    const login = await t.login(quiet.login);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/users/me/notification-preferences',
      headers: login,
      payload: { preferences: [{ kind: 'ORDER_DEADLINE_PASSED', mode: 'OFF' }] },
    });
    await buildOrder(t.app.db, {
      companyId: company.id,
      contactUserIds: [quiet.id, loud.id],
      offerDeadlineTo: '2026-03-12',
    });
    await runReminder(t.app, orderDeadlinePassedReminder, new Date('2026-03-13T08:00:00Z'));
    await relayQueuedEmails(t.app, EMAIL_QUEUE);
    const [off] = await outboxOf('ORDER_DEADLINE_PASSED', [quiet.id]);
    const [on] = await outboxOf('ORDER_DEADLINE_PASSED', [loud.id]);
    expect([off?.status, off?.reason]).toEqual(['NOT_SENT', 'OPTED_OUT']);
    expect(on?.status).toBe('QUEUED');
  });
});

describe('daily digest', () => {
  it('gathers the e-mails waiting for the digest into one e-mail per user, once', async () => {
    const user = await buildUser(t.app.db);
    const login = await t.login(user.login);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/users/me/notification-preferences',
      headers: login,
      payload: { preferences: [{ kind: 'NEW_MESSAGE', mode: 'DIGEST' }] },
    });
    for (const n of [1, 2]) {
      await t.app.db.transaction((tx) =>
        enqueueEmail(t.app, tx, {
          kind: 'NEW_MESSAGE',
          eventKey: `digest-test:${n}`,
          recipient: { email: user.email, userId: user.id },
          content: (context) =>
            renderLayout(context, {
              subject: `Wiadomość <${n}>`,
              paragraphs: [],
              action: { label: 'Przeczytaj', url: `http://localhost/v2/wiadomosci/${n}` },
              critical: false,
            }),
        }),
      );
    }
    await relayQueuedEmails(t.app, EMAIL_QUEUE);
    expect(await sendDailyDigests(t.app, new Date())).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await outboxOf('DAILY_DIGEST', [user.id]);
    expect(more).toHaveLength(0);
    expect(digest!.status).toBe('QUEUED');
    expect(digest!.subject).toBe('Podsumowanie dnia: 2 powiadomienia');
    expect(digest!.text).toContain('Wiadomość <1>');
    expect(digest!.text).toContain('http://localhost/v2/wiadomosci/2');
    expect(digest!.html).toContain('Wiadomość &lt;2&gt;');
    const carried = await outboxOf('NEW_MESSAGE', [user.id]);
    expect(carried.every((r) => r.reason === 'DIGESTED' && r.digestId === digest!.id)).toBe(true);

    await sendDailyDigests(t.app, new Date());
    expect(await outboxOf('DAILY_DIGEST', [user.id])).toHaveLength(1);
  });
});
