import type { FastifyInstance } from 'fastify';
import { type Db, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

/**
 * The durable job queue (pg-boss) in the app's own database: jobs are rows in the `pgboss` schema,
 * claimed with SKIP LOCKED, so they survive a restart and several API instances on one PostgreSQL
 * server share them. On PGlite pg-boss runs through its PGlite adapter on the one connection.
 * Every instance can enqueue; only one with the worker on (`JOBS_WORKER`) runs the handlers.
 */
export type Jobs = { boss: PgBoss; workerEnabled: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const jobsDb = (database: DatabaseHandle): Db => {
  if (database.driver.kind === 'pglite') return fromPglite(database.driver.client);
  const { pool } = database.driver;
  // A multi-statement text without values answers one result per statement; pg-boss unwraps them.
  return { executeSql: (text, values) => pool.query(text, values) as never };
};

export const createJobs = async (
  database: DatabaseHandle,
  options: { workerEnabled: boolean; superviseIntervalSeconds: number; onError: (error: unknown) => void },
): Promise<Jobs> => {
  const boss = new PgBoss({
    db: jobsDb(database),
    backend: database.driver.kind,
    // The instance that works the jobs also finds the expired ones (a worker killed mid-job) and
    // hands them back for retry; an enqueue-only instance leaves that to it.
    supervise: options.workerEnabled,
    superviseIntervalSeconds: options.superviseIntervalSeconds,
    monitorIntervalSeconds: options.superviseIntervalSeconds,
    // the instance that works the jobs also turns the cron schedules into jobs (plugins/scheduled-jobs.ts)
    schedule: options.workerEnabled,
  });
  boss.on('error', options.onError);
  await boss.start();
  return { boss, workerEnabled: options.workerEnabled };
};

/** Decorates `app.jobs` and stops the queue (waiting briefly for running handlers) on close. */
export const registerJobs = async (app: FastifyInstance, database: DatabaseHandle) => {
  const jobs = await createJobs(database, {
    workerEnabled: app.env.JOBS_WORKER === 'on',
    superviseIntervalSeconds: Math.min(60, Math.max(1, Math.floor(app.env.EMAIL_JOB_TIMEOUT_SECONDS / 4))),
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.boss.stop({ graceful: true, timeout: 5_000, close: false });
    app.mailer.close();
  });
};
