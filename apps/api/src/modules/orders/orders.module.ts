import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiModule } from '../api-module.js';
import { offerDeadline24hReminder, offerDeadline72hReminder } from './offer-deadline-reminder.js';
import { orderAttachmentDownloadRoutes } from './order-attachment-downloads.routes.js';
import { followOrderChanges } from './order-changes.js';
import { orderDeadlinePassedReminder } from './order-deadline-reminder.js';
import { orderIntentRoutes } from './order-intent.routes.js';
import { registerInvitationJobs } from './order-invitations.js';
import { orderListRoutes } from './order-list.routes.js';
import { orderNominationRoutes } from './order-nominations.routes.js';
import { orderReadRoutes } from './order-read.routes.js';
import { orderVersionRoutes } from './order-versions.routes.js';
import { orderWriteRoutes } from './order-write.routes.js';

/**
 * Orders marketplace routes under /api/v2 (orders, their lists and statistics). Saved filters and
 * investments are their own modules, listed beside this one in app.ts.
 */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await followOrderChanges(app);
  await app.register(orderWriteRoutes);
  await app.register(orderReadRoutes);
  await app.register(orderListRoutes);
  await app.register(orderNominationRoutes);
  await app.register(orderIntentRoutes);
  await app.register(orderAttachmentDownloadRoutes);
  await app.register(orderVersionRoutes);
};

/**
 * Orders under /api/v2; the queue that invites nominated companies; the reminders the scheduled
 * reminders job sends: the requester's, when an order's offer deadline passed without a choice, and
 * the unanswered invitees', 72 h and 24 h before it.
 */
export const ordersModule: ApiModule = {
  name: 'orders',
  setUp: registerInvitationJobs,
  reminders: [orderDeadlinePassedReminder, offerDeadline72hReminder, offerDeadline24hReminder],
  routes: [{ prefix: '/api/v2', plugin: ordersRoutes }],
};
