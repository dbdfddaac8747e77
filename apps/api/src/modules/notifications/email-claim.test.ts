import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait-for.js';
import { deliverOutboxEmail, EmailClaimedElsewhere, type EmailJob } from './email-delivery.js';
import { settleOutboxClaim } from './notifications.queries.js';
import { deliveriesEnded, deliveryJobs, enqueueTestEmails } from './testing/delivery-app.js';
import { type SmtpStandIn, startSmtpStandIn } from './testing/smtp-stand-in.js';

/**
 * An e-mail goes out once while its SMTP send is slow: a delivery claims the outbox row (SENDING,
 * owner, deadline past the send's own limit) before sending, a second delivery of the same row (a
 * job handed out again after EMAIL_JOB_TIMEOUT_SECONDS) does not send while the claim holds, and a
 * claim past its deadline (a dead worker's) is taken over. On the run's database.
 */
type Row = { id: number; status: string; attempts: number; claimed_by: string | null; subject: string };

const rowsOf = async (app: FastifyInstance, event: string): Promise<Row[]> => {
  const result = await app.db.execute(
    sql`select id, status, attempts, claimed_by, subject from email_outbox
         where idempotency_key like ${`REGISTRATION:${event}:%`} order by id`,
  );
  return (result.rows as Row[]).map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
};

const jobFor = (outboxId: number, retryCount = 0) =>
  ({ id: `job-${outboxId}`, name: 'email-delivery', data: { outboxId }, retryCount }) as unknown as Job<EmailJob>;

const sentWith = (smtp: SmtpStandIn, subject: string) => smtp.received.filter((m) => m.subject === subject);

describe('two deliveries of one row, called directly (no worker)', () => {
  let smtp: SmtpStandIn;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://platforma.example.pl', JOBS_WORKER: 'off' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('racing on a slow relay send one e-mail; the second waits for the claim', async () => {
    await enqueueTestEmails(t.app, 'race', 1);
    const [row] = await rowsOf(t.app, 'race');
    smtp.hold();
    let ended = 0;
    const deliveries = Promise.allSettled(
      [deliverOutboxEmail(t.app, jobFor(row!.id)), deliverOutboxEmail(t.app, jobFor(row!.id, 1))].map((delivery) =>
        delivery.finally(() => ended++),
      ),
    );
    // One delivery is in the middle of its send; the other has ended without one (or sends too).
    await waitFor(() => (smtp.held() >= 1 && ended >= 1) || smtp.held() >= 2);
    const heldAtOnce = smtp.held();
    smtp.release();
    const outcomes = await deliveries;

    expect(heldAtOnce).toBe(1);
    expect(sentWith(smtp, 'Test race 0')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult | undefined;
    expect(refused?.reason).toBeInstanceOf(EmailClaimedElsewhere);
    expect(await rowsOf(t.app, 'race')).toMatchObject([{ status: 'SENT', attempts: 1, claimed_by: null }]);
    // A job handed out after the row was sent does nothing.
    await deliverOutboxEmail(t.app, jobFor(row!.id, 2));
    expect(sentWith(smtp, 'Test race 0')).toHaveLength(1);
  });

  it('takes over a claim past its deadline, never a live one; the old owner settles nothing', async () => {
    await enqueueTestEmails(t.app, 'claims', 2);
    const [dead, live] = await rowsOf(t.app, 'claims');
    const claim = (id: number, deadline: string) =>
      t.app.db.execute(sql`update email_outbox set status = 'SENDING', attempts = 1, claimed_by = ${`gone:${id}`},
        claim_deadline = now() + ${deadline}::interval where id = ${id}`);
    await claim(dead!.id, '-1 second');
    await claim(live!.id, '1 minute');

    await deliverOutboxEmail(t.app, jobFor(dead!.id, 1));
    await expect(deliverOutboxEmail(t.app, jobFor(live!.id, 1))).rejects.toBeInstanceOf(EmailClaimedElsewhere);

    expect(sentWith(smtp, 'Test claims 0')).toHaveLength(1);
    expect(sentWith(smtp, 'Test claims 1')).toHaveLength(0);
    expect(await settleOutboxClaim(t.app.db, dead!.id, `gone:${dead!.id}`, { status: 'FAILED', error: 'x' })).toBe(
      false,
    );
    expect(await rowsOf(t.app, 'claims')).toMatchObject([
      { status: 'SENT', attempts: 2, claimed_by: null },
      { status: 'SENDING', attempts: 1, claimed_by: `gone:${live!.id}` },
    ]);
  });
});

describe('a delivery job that outlives EMAIL_JOB_TIMEOUT_SECONDS on a slow relay', () => {
  let smtp: SmtpStandIn;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://platforma.example.pl',
      EMAIL_JOB_TIMEOUT_SECONDS: '2',
      EMAIL_RETRY_DELAY_SECONDS: '1',
      EMAIL_SEND_TIMEOUT_SECONDS: '30',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is handed out again but the e-mail is sent once', async () => {
    smtp.hold();
    await enqueueTestEmails(t.app, 'slow', 1);
    await waitFor(() => smtp.held() === 1);
    const [row] = await rowsOf(t.app, 'slow');
    // The job expires after 2 s and pg-boss hands it out again (1 s retry delay, 0.5 s poll): wait
    // until that second delivery has ended (the job is no longer active) or has reached the relay too.
    await waitFor(
      async () =>
        smtp.held() >= 2 ||
        (await deliveryJobs(t.app, [row!.id])).some((job) => job.retryCount >= 1 && job.state !== 'active'),
    );
    const heldAtOnce = smtp.held();
    smtp.release();
    await waitFor(async () => (await rowsOf(t.app, 'slow'))[0]?.status === 'SENT');
    await waitFor(() => deliveriesEnded(t.app, [row!.id]));
    expect(heldAtOnce).toBe(1);
    expect(sentWith(smtp, 'Test slow 0')).toHaveLength(1);
    expect(await rowsOf(t.app, 'slow')).toMatchObject([{ status: 'SENT', attempts: 1 }]);
  });
});
