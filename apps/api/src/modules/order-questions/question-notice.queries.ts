import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

export type NoticeRecipient = { userId: number; email: string };

/**
 * Who hears of an answer: the active users of the asker's company, and for a public answer also of
 * every company invited to the order (sent invitations only). One row per user.
 */
export const findNoticeRecipients = async (
  db: DbExecutor,
  input: { orderId: number; askerCompanyId: number; isPublic: boolean },
): Promise<NoticeRecipient[]> => {
  const invited = input.isPublic
    ? sql`or u.company_id in (select n.company_id from order_nominated_companies n
                               where n.order_id = ${input.orderId} and n.invited_at is not null)`
    : sql``;
  const result = await db.execute<NoticeRecipient>(sql`
    select u.id as "userId", u.email
      from users u join companies c on c.id = u.company_id
     where u.active and not c.deleted and (u.company_id = ${input.askerCompanyId} ${invited})
     order by u.id`);
  return result.rows.map((row) => ({ userId: Number(row.userId), email: row.email }));
};

/** The investment's name, for the e-mail. */
export const findInvestmentName = async (db: DbExecutor, orderId: number): Promise<string> => {
  const result = await db.execute<{ name: string }>(
    sql`select i.name from orders o join investments i on i.id = o.investment_id where o.id = ${orderId}`,
  );
  return result.rows[0]?.name ?? '';
};
