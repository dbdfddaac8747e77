import type { FastifyInstance } from 'fastify';
import { enqueueEmail, orderInvitationEmail, templateContext } from '../notifications/index.js';
import { issueIntentLinks } from './order-intent.service.js';
import {
  claimPendingInvitations,
  findInvitationNames,
  lockNominationOrder,
  type NominationOrder,
  setInvitationEmail,
} from './order-nominations.queries.js';

export const ORDER_INVITATION_KIND = 'ORDER_INVITATION';
/** Delayed jobs that invite the nominated companies of a planned order at its publication. */
export const INVITATIONS_QUEUE = 'order-invitations';

/**
 * Sends the invitation e-mails of a published (RELEASED) order's companies not invited yet: each is
 * claimed (`invited_at`) and its e-mail enqueued in one transaction, so a company gets one
 * invitation however often this runs. Nothing for drafts, planned or archived orders. A failure is
 * logged and never undoes the nomination (the rows stay pending for the next run).
 */
export const inviteNominatedCompanies = async (app: FastifyInstance, orderId: number): Promise<number> => {
  try {
    return await app.db.transaction(async (tx) => {
      const order = await lockNominationOrder(tx, orderId);
      if (!order || order.removed || order.status !== 'RELEASED') return 0;
      const pending = await claimPendingInvitations(tx, orderId);
      if (pending.length === 0) return 0;
      const names = await findInvitationNames(tx, orderId);
      let sent = 0;
      for (const company of pending) {
        if (!company.email) continue;
        const content = orderInvitationEmail(templateContext(app), {
          orderId,
          invitedCompanyName: company.companyName,
          requesterName: names?.companyName ?? '',
          investmentName: names?.investmentName ?? '',
          city: names?.city ?? null,
          offerDeadlineTo: names?.offerDeadlineTo ?? null,
          intentLinks: await issueIntentLinks(tx, templateContext(app).origin, {
            orderId,
            companyId: company.companyId,
          }),
        });
        const id = await enqueueEmail(app, tx, {
          kind: ORDER_INVITATION_KIND,
          eventKey: `order:${orderId}:company:${company.companyId}`,
          recipient: { email: company.email, userId: null },
          content,
        });
        if (id !== null) {
          await setInvitationEmail(tx, orderId, company.companyId, id);
          sent += 1;
        }
      }
      return sent;
    });
  } catch (error) {
    app.log.error({ err: error, orderId }, 'order invitations failed');
    return 0;
  }
};

/** A planned order: invite at its publication time (a delayed job; a second one finds nothing to do). */
export const scheduleInvitations = async (app: FastifyInstance, order: Pick<NominationOrder, 'id' | 'publishAt'>) => {
  if (!order.publishAt) return;
  await app.jobs.boss.send(
    INVITATIONS_QUEUE,
    { orderId: order.id },
    { startAfter: order.publishAt, singletonKey: `order:${order.id}:${order.publishAt.getTime()}` },
  );
};

/** After an order is saved: invite now when it is published, or at its publication when planned. */
export const inviteOnPublication = async (app: FastifyInstance, orderId: number) => {
  const order = await lockNominationOrder(app.db, orderId, false);
  if (!order) return;
  if (order.status === 'RELEASED') await inviteNominatedCompanies(app, orderId);
  else if (order.status === 'PLANNED') await scheduleInvitations(app, order);
};

export const registerInvitationJobs = async (app: FastifyInstance) => {
  const { boss } = app.jobs;
  if (!(await boss.getQueue(INVITATIONS_QUEUE))) await boss.createQueue(INVITATIONS_QUEUE, { retryLimit: 5 });
  if (!app.jobs.workerEnabled) return;
  await boss.work<{ orderId: number }>(INVITATIONS_QUEUE, { pollingIntervalSeconds: 5 }, async (jobs) => {
    for (const job of jobs) await inviteNominatedCompanies(app, job.data.orderId);
  });
};
