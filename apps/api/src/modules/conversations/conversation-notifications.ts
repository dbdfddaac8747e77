import { CONVERSATION_LIMITS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { conversationUnreadEmail, enqueueEmail, templateContext } from '../notifications/index.js';
import {
  findLatestMessagesFor,
  findThreadNames,
  findUnannounced,
  markAnnounced,
} from './conversation-notifications.queries.js';

/**
 * E-mail on new messages, batched. The rule: a message schedules one job per
 * conversation, due `unreadEmailDelayMinutes` (5) later; pg-boss's `short` policy keeps at most
 * one queued job per conversation (singletonKey), so a burst of messages makes one job. The job
 * e-mails each participant whose oldest unannounced unread message is at least 5 minutes old: one
 * e-mail with the latest (up to 5) messages, then `emailed_up_to_message_id` moves to the latest
 * message, so the next e-mail needs newer messages. Reading the thread meanwhile sends nothing.
 * Participants not yet due get the job again later. Preferences are checked by enqueueEmail.
 */
export const CONVERSATION_EMAIL_QUEUE = 'conversation-unread-email';
type Job = { conversationId: number };

const DELAY_SECONDS = CONVERSATION_LIMITS.unreadEmailDelayMinutes * 60;

export const scheduleUnreadEmails = async (
  app: FastifyInstance,
  conversationId: number,
  afterSeconds = DELAY_SECONDS,
) => {
  try {
    await app.jobs.boss.send(CONVERSATION_EMAIL_QUEUE, { conversationId } satisfies Job, {
      startAfter: afterSeconds,
      singletonKey: `conversation:${conversationId}`,
    });
  } catch (error) {
    // the message is saved; a lost reminder must not fail it
    app.log.error({ err: error, conversationId }, 'conversation e-mail scheduling failed');
  }
};

/** The job: answers how many e-mails were enqueued. */
export const sendUnreadEmails = async (app: FastifyInstance, conversationId: number): Promise<number> => {
  let waiting = false;
  const sent = await app.db.transaction(async (tx) => {
    const names = await findThreadNames(tx, conversationId);
    if (!names) return 0;
    let enqueued = 0;
    for (const r of await findUnannounced(tx, conversationId, CONVERSATION_LIMITS.unreadEmailDelayMinutes)) {
      if (!r.due) {
        waiting = true;
        continue;
      }
      const messages = await findLatestMessagesFor(tx, conversationId, Number(r.from_id), r.user_id);
      const contractorSide = r.company_id === names.company_id;
      const content = conversationUnreadEmail(templateContext(app), {
        orderId: names.order_id,
        conversationId,
        otherCompanyName: contractorSide ? names.requester_name : names.company_name,
        investmentName: names.investment_name,
        unreadCount: r.unread_count,
        messages: messages.map((m) => ({ author: m.author, text: m.text, sent: new Date(m.created_at) })),
      });
      const id = await enqueueEmail(app, tx, {
        kind: 'NEW_MESSAGE',
        eventKey: `conversation:${conversationId}:upto:${r.last_message_id}`,
        recipient: { email: r.email, userId: r.user_id },
        content,
      });
      await markAnnounced(tx, conversationId, r.user_id, Number(r.last_message_id));
      if (id !== null) enqueued += 1;
    }
    return enqueued;
  });
  if (waiting) await scheduleUnreadEmails(app, conversationId, 60);
  return sent;
};

export const registerConversationEmails = async (app: FastifyInstance) => {
  const { boss } = app.jobs;
  if (!(await boss.getQueue(CONVERSATION_EMAIL_QUEUE))) {
    await boss.createQueue(CONVERSATION_EMAIL_QUEUE, { policy: 'short', retryLimit: 3, retryDelay: 30 });
  }
  if (!app.jobs.workerEnabled) return;
  await boss.work<Job>(CONVERSATION_EMAIL_QUEUE, { pollingIntervalSeconds: 5 }, async (jobs) => {
    for (const job of jobs) await sendUnreadEmails(app, job.data.conversationId);
  });
};
