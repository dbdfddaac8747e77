import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { userActivationLinks, users } from '../../db/schema.js';

export type InviteTarget = {
  companyName: string;
  companySubsidized: boolean;
  companyDeleted: boolean;
  /** null: invited into the company without an investment ('Konta użytkowników'), or no such investment */
  investmentName: string | null;
  /** whether the inviting user's company takes part in the investment */
  inviterTakesPart: boolean;
  inviterCompanyName: string | null;
  inviterFirstName: string;
  inviterLastName: string;
};

/** The company the new user joins, the investment if named, and who invites (name, company, its part in it). */
export const findInviteTarget = async (
  db: DbExecutor,
  input: { companyId: number; investmentId: number | null; inviterUserId: number; inviterCompanyId: number | null },
): Promise<InviteTarget | null> => {
  const result = await db.execute<InviteTarget>(sql`
    select c.name as "companyName", c.subsidized as "companySubsidized", c.deleted as "companyDeleted",
           i.name as "investmentName",
           exists (select 1 from investment_companies ic
                    where ic.investment_id = i.id and ic.company_id = ${input.inviterCompanyId}) as "inviterTakesPart",
           (select name from companies where id = ${input.inviterCompanyId}) as "inviterCompanyName",
           iu.first_name as "inviterFirstName", iu.last_name as "inviterLastName"
      from companies c
      join users iu on iu.id = ${input.inviterUserId}
      left join investments i on i.id = ${input.investmentId}
     where c.id = ${input.companyId}`);
  return result.rows[0] ?? null;
};

export const insertActivationLink = (db: DbExecutor, row: typeof userActivationLinks.$inferInsert) =>
  db.insert(userActivationLinks).values(row);

export type ActivationLinkRow = {
  userId: number;
  firstName: string;
  lastName: string;
  login: string;
  companyName: string;
  invitedByCompanyName: string | null;
  investmentName: string | null;
  orderId: number | null;
  membershipPending: boolean;
  used: boolean;
  expired: boolean;
};

/** The link's person, and the company: the one they belong to, else the one they were invited into. */
export const findActivationLink = async (db: DbExecutor, tokenHash: string): Promise<ActivationLinkRow | null> => {
  const result = await db.execute<ActivationLinkRow>(sql`
    select u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.login,
           coalesce(c.name, rc.name, '') as "companyName", ic.name as "invitedByCompanyName",
           i.name as "investmentName", l.order_id as "orderId", (r.id is not null) as "membershipPending",
           (l.used_at is not null) as used, (l.expires_at <= now()) as expired
      from user_activation_links l
      join users u on u.id = l.user_id
      left join companies c on c.id = u.company_id
      left join company_membership_requests r on r.user_id = u.id and r.status = 'PENDING'
      left join companies rc on rc.id = r.company_id
      left join users iu on iu.id = l.invited_by_user_id
      left join companies ic on ic.id = iu.company_id
      left join investments i on i.id = l.investment_id
     where l.token_hash = ${tokenHash}`);
  const row = result.rows[0];
  return row ? { ...row, orderId: row.orderId === null ? null : Number(row.orderId) } : null;
};

/** Spends the link (once, while valid) and answers its user; null when it was used or expired meanwhile. */
export const spendActivationLink = async (tx: DbExecutor, tokenHash: string): Promise<number | null> => {
  const result = await tx.execute<{ user_id: number }>(sql`
    update user_activation_links set used_at = now()
     where token_hash = ${tokenHash} and used_at is null and expires_at > now()
    returning user_id`);
  return result.rows[0] ? Number(result.rows[0].user_id) : null;
};

/** Sets the password and opens the account; false when the company admin or staff deactivated it meanwhile. */
export const activateUser = async (tx: DbExecutor, userId: number, passwordHash: string): Promise<boolean> => {
  const result = await tx.execute(sql`
    update ${users} set password_hash = ${passwordHash}, active = true
     where id = ${userId} and deactivated_at is null`);
  return (result.rowCount ?? 0) > 0;
};
