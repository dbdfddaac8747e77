import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export type QueueRow = {
  queue: string;
  queued: number;
  deferred: number;
  active: number;
  oldestSeconds: number | null;
};

/**
 * The job queue (pg-boss's own tables): per queue, jobs ready to run, jobs waiting for a later start
 * (retries, schedules), jobs running, and the age of the oldest ready one (a worker that stopped
 * shows as a growing age). Every queue has its row, an idle one with zeros: a series that vanishes
 * while nothing waits reads as "no data" on a dashboard, not as an empty queue.
 */
export const findQueueDepths = async (db: Database): Promise<QueueRow[]> => {
  const result = await db.execute<{
    queue: string;
    queued: string;
    deferred: string;
    active: string;
    oldest_seconds: string | null;
  }>(sql`
    select q.name as queue,
           count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now()) as queued,
           count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now()) as deferred,
           count(j.id) filter (where j.state = 'active') as active,
           extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry') and j.start_after <= now())) as oldest_seconds
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
     group by q.name`);
  return result.rows.map((row) => ({
    queue: row.queue,
    queued: Number(row.queued),
    deferred: Number(row.deferred),
    active: Number(row.active),
    oldestSeconds: row.oldest_seconds === null ? null : Number(row.oldest_seconds),
  }));
};

/** E-mails of the outbox made in the last 24 hours, by status (its created_at index bounds the read). */
export const countRecentEmailsByStatus = async (db: Database): Promise<{ status: string; count: number }[]> => {
  const result = await db.execute<{ status: string; count: string }>(sql`
    select status, count(*) as count from email_outbox
     where created_at > now() - interval '1 day'
     group by status`);
  return result.rows.map((row) => ({ status: row.status, count: Number(row.count) }));
};
