import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../db/client.js';
import { createAppOn } from '../../../test/test-app.js';
import { EMAIL_QUEUE } from '../email-delivery.js';
import { enqueueEmail } from '../notifications.service.js';

/** Where a delivery test's app keeps its data: a PostgreSQL database, or a PGlite data folder. */
export type DeliveryDatabase = { databaseUrl: string } | { dataDir: string };

/**
 * An app on a database shared with other processes or instances (not the per-file test copy):
 * the two-worker and kill -9 tests start several on one database.
 */
export const startDeliveryApp = async (
  database: DeliveryDatabase,
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> => {
  const handle = await openDatabase(
    'databaseUrl' in database ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir },
  );
  const instance = await createAppOn(handle, { PUBLIC_URL: 'https://platforma.example.pl', ...env });
  return {
    app: instance.app,
    close: async () => {
      await instance.close();
      await handle.close();
    },
  };
};

/** Enqueues `count` plain e-mails of one test event, as a save would. */
export const enqueueTestEmails = async (app: FastifyInstance, event: string, count: number) => {
  for (let i = 0; i < count; i++) {
    await app.db.transaction(async (tx) => {
      await enqueueEmail(app, tx, {
        kind: 'REGISTRATION',
        eventKey: `${event}:${i}`,
        recipient: { email: `odbiorca${i}@example.pl`, userId: null },
        content: { subject: `Test ${event} ${i}`, text: 'Treść testowa', html: '<p>Treść testowa</p>' },
      });
    });
  }
};

/** The pg-boss delivery jobs of outbox rows (all rows when none are named), oldest first. */
export const deliveryJobs = async (
  app: FastifyInstance,
  outboxIds?: number[],
): Promise<{ state: string; retryCount: number }[]> => {
  const ofRows = outboxIds
    ? sql`and (data->>'outboxId')::int in (${sql.join(
        outboxIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await app.db.execute(
    sql`select state, retry_count from pgboss.job where name = ${EMAIL_QUEUE} ${ofRows} order by created_on`,
  );
  return (result.rows as { state: string; retry_count: number }[]).map((r) => ({
    state: r.state,
    retryCount: Number(r.retry_count),
  }));
};

/**
 * Every delivery job of the rows has ended (completed or failed for good): no worker will try to
 * send them again, so what the SMTP stand-in holds now is all they will ever send.
 */
export const deliveriesEnded = async (app: FastifyInstance, outboxIds?: number[]) => {
  const jobs = await deliveryJobs(app, outboxIds);
  return jobs.length > 0 && jobs.every((job) => job.state === 'completed' || job.state === 'failed');
};
