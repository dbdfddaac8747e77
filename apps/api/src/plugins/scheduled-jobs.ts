import type { FastifyInstance } from 'fastify';

/**
 * A job run on a cron schedule (pg-boss `schedule`): the digest and the reminders.
 * `run` gets the time it runs at, so tests call it directly with the clock they choose.
 */
export type ScheduledJob = {
  queue: string;
  /** Cron in Europe/Warsaw, or 'off' (nothing scheduled; the queue still exists). */
  cron: string;
  run: (app: FastifyInstance, now: Date) => Promise<unknown>;
};

const TIME_ZONE = 'Europe/Warsaw';

/**
 * Creates each job's queue and its schedule, and on the worker instance works it. The schedule is
 * a row in pg-boss's tables, so with several instances one cron pass makes one job (pg-boss claims
 * the occurrence), and a job missed while every instance was down runs once on the next start
 * (`missed: 'once'`). A failed run is retried twice with backoff; a run is a batch over the
 * database that skips what was done, so a retry or an overlap never sends twice.
 */
export const registerScheduledJobs = async (app: FastifyInstance, jobs: readonly ScheduledJob[]) => {
  const { boss, workerEnabled } = app.jobs;
  for (const job of jobs) {
    if (!(await boss.getQueue(job.queue))) {
      await boss.createQueue(job.queue, {
        retryLimit: 2,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: 30 * 60,
      });
    }
    if (job.cron === 'off') await boss.unschedule(job.queue);
    else await boss.schedule(job.queue, job.cron, null, { tz: TIME_ZONE, missed: 'once' });
    if (!workerEnabled) continue;
    await boss.work(job.queue, { pollingIntervalSeconds: 30 }, async () => {
      await job.run(app, new Date());
    });
  }
};
