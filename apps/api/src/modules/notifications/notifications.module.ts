import { registerScheduledJobs } from '../../plugins/scheduled-jobs.js';
import type { ApiModule } from '../api-module.js';
import { adminEmailsRoutes } from './admin-emails.routes.js';
import { DAILY_DIGEST_QUEUE, sendDailyDigests } from './daily-digest.js';
import { registerEmailDelivery } from './email-delivery.js';
import { notificationPreferencesRoutes } from './preferences.routes.js';
import { REMINDERS_QUEUE, runReminders } from './reminders.js';

/**
 * E-mail: the delivery of the outbox, the daily digest and the reminders every module lists (one
 * scheduled job each); the admin's e-mail log and the user's preferences under /api/v2.
 */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  setUp: async (app, modules) => {
    const reminders = modules.flatMap((m) => m.reminders ?? []);
    await registerEmailDelivery(app);
    await registerScheduledJobs(app, [
      { queue: DAILY_DIGEST_QUEUE, cron: app.env.DIGEST_CRON, run: sendDailyDigests },
      { queue: REMINDERS_QUEUE, cron: app.env.REMINDERS_CRON, run: (a, now) => runReminders(a, reminders, now) },
    ]);
  },
  routes: [
    { prefix: '/api/v2', plugin: adminEmailsRoutes },
    { prefix: '/api/v2', plugin: notificationPreferencesRoutes },
  ],
};
