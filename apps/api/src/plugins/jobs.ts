import type { FastifyInstance } from 'fastify';
import { type Db, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import { currentRequest, runInRequest } from '../lib/request-context.js';

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

type Job = { data?: unknown };

/**
 * A job enqueued during a request carries the request's id (`requestId` in its data), and its
 * handler runs with it, so the log lines of the work a request caused name it, even on another
 * instance and after a restart.
 */
const carryRequestIds = (boss: PgBoss) => {
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = ((...args: unknown[]) => {
    const request = currentRequest();
    const data = args[1];
    if (request && typeof args[0] === 'string' && data && typeof data === 'object' && !Array.isArray(data)) {
      args[1] = { ...data, requestId: request.reqId };
    }
    return send(...args);
  }) as PgBoss['send'];
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  boss.work = ((...args: unknown[]) => {
    const handler = args.at(-1) as (jobs: Job[]) => Promise<unknown>;
    args[args.length - 1] = (jobs: Job[]) => {
      const data = jobs[0]?.data as { requestId?: unknown } | undefined;
      return typeof data?.requestId === 'string'
        ? runInRequest({ reqId: data.requestId }, () => handler(jobs))
        : handler(jobs);
    };
    return work(...args);
  }) as PgBoss['work'];
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
  carryRequestIds(boss);
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
