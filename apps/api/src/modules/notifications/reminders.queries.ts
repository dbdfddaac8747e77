import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { sentReminders } from '../../db/schema.js';

/** A condition for a reminder's due query: the subject has not had this reminder yet. */
export const notYetReminded = (reminder: string, subjectId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${sentReminders} where ${sentReminders.reminder} = ${reminder} and ${sentReminders.subjectId} = ${subjectId})`;

/** Records the reminder for the subject; false when it was recorded already (another run sent it). */
export const claimReminder = async (db: DbExecutor, reminder: string, subjectId: number, now: Date) => {
  const rows = await db
    .insert(sentReminders)
    .values({ reminder, subjectId, sentAt: now })
    .onConflictDoNothing()
    .returning({ subjectId: sentReminders.subjectId });
  return rows.length > 0;
};
