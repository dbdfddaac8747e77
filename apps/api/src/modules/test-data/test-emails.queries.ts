import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';

/** The newest outbox row to `to` (of `kind` when given): a read of the notifications module's table. */
export const findLatestEmail = async (db: DbExecutor, to: string, kind?: string) =>
  (
    await db
      .select({
        kind: emailOutbox.kind,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        actionUrl: emailOutbox.actionUrl,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), kind ? eq(emailOutbox.kind, kind) : undefined))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
  )[0];
