import { type OrderForm, type OrderSnapshot, orderSnapshotDiff } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import { enqueueEmail, orderChangedEmail } from '../notifications/index.js';
import { findOrderAttachmentRows, findOrderIndustries, type NewOrderRow, type OrderRow } from './order.queries.js';
import { findNotificationNames } from './order-notifications.queries.js';
import { findAttachmentNames, findConcernedRecipients, insertOrderVersion } from './order-versions.queries.js';

/**
 * Versions of a released order ('Zmiany w zleceniu'): a save that changes
 * what a bidder reads (deadlines, industries and scopes, description, documents) makes a version
 * with its readable difference, and the users of the companies invited or in conversation are
 * e-mailed (ORDER_CHANGED, by their preferences). The difference is computed before the save, so
 * that the e-mails' send limit is taken before anything is stored.
 */
export const ORDER_CHANGED_EMAIL_KIND = 'ORDER_CHANGED';

type Parts = Pick<
  NewOrderRow,
  'offerDeadlineFrom' | 'offerDeadlineTo' | 'workDeadlineFrom' | 'workDeadlineTo' | 'description' | 'documents'
>;
const month = (day: string | null | undefined) => (day ? day.slice(0, 7) : null);

const snapshotOf = (
  parts: Parts,
  industries: OrderSnapshot['industries'],
  files: readonly { uuid: string; name: string }[],
): OrderSnapshot => ({
  offerDeadlineFrom: parts.offerDeadlineFrom ?? null,
  offerDeadlineTo: parts.offerDeadlineTo ?? null,
  workDeadlineFrom: month(parts.workDeadlineFrom),
  workDeadlineTo: month(parts.workDeadlineTo),
  industries,
  description: parts.description ?? null,
  documents: [
    ...((parts.documents ?? []) as { url: string; name: string | null }[]).map((d) => ({
      key: `link:${d.url}`,
      name: d.name || d.url,
    })),
    ...files.map((f) => ({ key: `file:${f.uuid}`, name: f.name })),
  ],
});

export type PreparedVersion = {
  changes: string[];
  snapshot: OrderSnapshot;
  recipients: Awaited<ReturnType<typeof findConcernedRecipients>>;
};

/**
 * The version a save of a released order makes, or null (not released, or nothing a bidder reads
 * changed). Takes the send limit of its e-mails (429 before anything is stored).
 */
export const prepareOrderVersion = async (
  app: FastifyInstance,
  userId: number,
  order: OrderRow,
  after: { values: Parts; form: OrderForm; industryTitles: Map<number, string> },
): Promise<PreparedVersion | null> => {
  if (order.status !== 'RELEASED') return null;
  const uuids = [...new Set(after.form.attachments)];
  const [industries, files, names] = await Promise.all([
    findOrderIndustries(app.db, [order.id]),
    findOrderAttachmentRows(app.db, order.id),
    findAttachmentNames(app.db, uuids),
  ]);
  const before = snapshotOf(
    order,
    industries.map((i) => ({ id: i.industryId, name: i.industryName, ...scopeOf(i) })),
    files,
  );
  const snapshot = snapshotOf(
    after.values,
    after.form.industries.map((i) => ({
      id: i.industryId,
      name: after.industryTitles.get(i.industryId) ?? '',
      ...scopeOf({ workScopeNumber: i.workScopeNumber ?? null, unit: i.unit ?? null, description: i.description }),
    })),
    uuids.map((uuid) => ({ uuid, name: names.get(uuid) ?? uuid })),
  );
  const changes = orderSnapshotDiff(before, snapshot);
  if (!changes.length) return null;
  const recipients = await findConcernedRecipients(app.db, order.id);
  if (recipients.length)
    await app.sendLimits.take({ kind: 'notification', by: { userId }, recipients: recipients.map((r) => r.email) });
  return { changes, snapshot, recipients };
};

const scopeOf = (i: { workScopeNumber: number | null; unit: string | null; description?: string | null }) => ({
  workScopeNumber: i.workScopeNumber === null ? null : Number(i.workScopeNumber),
  unit: i.unit,
  description: i.description?.trim() || null,
});

/** Stores the version and its e-mails in the save's transaction (all or nothing with the save). */
export const recordOrderVersion = async (
  app: FastifyInstance,
  tx: DbExecutor,
  input: { order: OrderRow; userId: number; prepared: PreparedVersion },
) => {
  const { order, prepared } = input;
  const number = await insertOrderVersion(tx, {
    orderId: order.id,
    userId: input.userId,
    changes: prepared.changes,
    snapshot: prepared.snapshot,
  });
  if (!prepared.recipients.length) return number;
  const names = await findNotificationNames(tx, order);
  for (const r of prepared.recipients) {
    await enqueueEmail(app, tx, {
      kind: ORDER_CHANGED_EMAIL_KIND,
      eventKey: `order:${order.id}:version:${number}`,
      recipient: { email: r.email, userId: r.user_id },
      content: (context) =>
        orderChangedEmail(context, {
          orderId: order.id,
          requesterName: names?.companyName ?? '',
          investmentName: names?.investmentName ?? '',
          companyName: r.company_name,
          changes: prepared.changes,
        }),
    });
  }
  return number;
};
