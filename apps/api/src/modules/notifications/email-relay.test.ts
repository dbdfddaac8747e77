import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.js';
import { useTestApp } from '../../test/use-test-app.js';
import { EMAIL_QUEUE } from './email-delivery.js';
import { relayQueuedEmails } from './email-relay.js';
import { enqueueEmail } from './notifications.service.js';

/**
 * A save writes only the outbox row; the relay gives each committed QUEUED row exactly one
 * delivery job. The worker is off, so the test runs the relay itself.
 */
const t = useTestApp({ env: { JOBS_WORKER: 'off' } });

const store = (key: string, count: number) =>
  t.app.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = await enqueueEmail(t.app, tx, {
        kind: 'REGISTRATION',
        eventKey: `relay:${key}:${i}`,
        recipient: { email: `relay-${key}-${i}@example.pl`, userId: null },
        content: { subject: 'Witamy', text: 'Treść', html: '<p>Treść</p>' },
      });
      ids.push(id!);
    }
    return ids;
  });

/** The delivery jobs of the given rows, per row. */
const jobsPerRow = async (ids: number[]) => {
  const result = await t.app.db.execute<{ outbox_id: number; n: number }>(sql`
    select (data->>'outboxId')::int as outbox_id, count(*)::int as n from pgboss.job
     where name = ${EMAIL_QUEUE} and (data->>'outboxId')::int in ${sql.raw(`(${ids.join(',')})`)}
     group by 1`);
  return Object.fromEntries(result.rows.map((row) => [Number(row.outbox_id), Number(row.n)]));
};

describe('the outbox relay', () => {
  it('leaves the save with the row alone, then gives every row one job, even with two relays at once', async () => {
    const ids = await store('pair', 250);
    expect(await jobsPerRow(ids)).toEqual({});
    const [a, b] = await Promise.all([relayQueuedEmails(t.app, EMAIL_QUEUE), relayQueuedEmails(t.app, EMAIL_QUEUE)]);
    expect(a + b).toBe(250);
    const jobs = await jobsPerRow(ids);
    expect(Object.keys(jobs)).toHaveLength(250);
    expect(Object.values(jobs).every((n) => n === 1)).toBe(true);
    expect(await relayQueuedEmails(t.app, EMAIL_QUEUE)).toBe(0);
  });

  it('relays nothing of a save that rolled back, nor rows that are not to be sent', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueEmail(t.app, tx, {
          kind: 'REGISTRATION',
          eventKey: 'relay:rolled-back',
          recipient: { email: 'wycofany@example.pl', userId: null },
          content: { subject: 'Witamy', text: 'Treść', html: '<p>Treść</p>' },
        });
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    await t.app.db.insert(emailOutbox).values({
      to: 'pominiety@example.pl',
      subject: 'x',
      text: 'x',
      kind: 'NEW_MESSAGE',
      idempotencyKey: 'relay:not-sent',
      status: 'NOT_SENT',
      reason: 'OPTED_OUT',
    });
    expect(await relayQueuedEmails(t.app, EMAIL_QUEUE)).toBe(0);
  });
});
