import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversationParticipants as p } from '../../db/schema.js';
import { preparedPerDatabase } from '../../lib/prepared.js';

// Polled by every open tab every 10 s: prepared once per database, answered by the partial index
// (user_id, unread_count) where unread_count > 0 without reading messages or the table.
const unreadQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ count: sql<number>`coalesce(sum(${p.unreadCount}), 0)::int` })
    .from(p)
    .where(and(eq(p.userId, sql.placeholder('userId')), gt(p.unreadCount, 0)))
    .prepare('conversation_unread_count'),
);

export const countUnreadMessages = async (db: Database, userId: number): Promise<number> =>
  Number((await unreadQuery(db).execute({ userId }))[0]?.count ?? 0);
