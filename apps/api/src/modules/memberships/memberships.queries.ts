import type { CompanyRight, MembershipChange, MembershipRequestStatus, MembershipVia } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companyMembershipEvents, companyMembershipRequests } from '../../db/schema.js';

type MembershipEventInsert = {
  companyId: number;
  userId: number;
  change: MembershipChange;
  via: MembershipVia;
  byUserId: number | null;
  /** the right given or taken (RIGHT_GRANTED, RIGHT_REVOKED) */
  right?: CompanyRight;
};

export const insertMembershipEvents = (db: DbExecutor, rows: MembershipEventInsert | MembershipEventInsert[]) =>
  db.insert(companyMembershipEvents).values(Array.isArray(rows) ? rows : [rows]);

export const insertMembershipRequest = async (
  db: DbExecutor,
  row: {
    userId: number;
    companyId: number;
    requestedByUserId: number;
    orderId: number | null;
    investmentId: number | null;
  },
): Promise<number> => {
  const [inserted] = await db
    .insert(companyMembershipRequests)
    .values(row)
    .returning({ id: companyMembershipRequests.id });
  return (inserted as { id: number }).id;
};

export type CompanyAdminContact = { userId: number; email: string };

/** The company's active admins: who is asked to let a person in (none: staff decide). */
export const findCompanyAdminContacts = async (db: DbExecutor, companyId: number): Promise<CompanyAdminContact[]> => {
  const result = await db.execute<CompanyAdminContact>(sql`
    select id as "userId", email
      from users
     where company_id = ${companyId} and company_admin and active
     order by id`);
  return result.rows.map((r) => ({ ...r, userId: Number(r.userId) }));
};

export type LockedRequest = {
  id: number;
  userId: number;
  companyId: number;
  status: MembershipRequestStatus;
  userCompanyId: number | null;
  companySubsidized: boolean;
  companyDeleted: boolean;
};

/** The request, locked for its decision, with its person's current company and the company's state. */
export const lockMembershipRequest = async (tx: DbExecutor, id: number): Promise<LockedRequest | null> => {
  const result = await tx.execute<LockedRequest>(sql`
    select r.id, r.user_id as "userId", r.company_id as "companyId", r.status,
           u.company_id as "userCompanyId", c.subsidized as "companySubsidized", c.deleted as "companyDeleted"
      from company_membership_requests r
      join users u on u.id = r.user_id
      join companies c on c.id = r.company_id
     where r.id = ${id}
       for update of r`);
  const row = result.rows[0];
  return row ? { ...row, id: Number(row.id), userId: Number(row.userId), companyId: Number(row.companyId) } : null;
};

export const decideMembershipRequest = (
  tx: DbExecutor,
  id: number,
  status: Exclude<MembershipRequestStatus, 'PENDING'>,
  byUserId: number,
) =>
  tx.execute(sql`
    update company_membership_requests
       set status = ${status}, decided_by_user_id = ${byUserId}, decided_at = now()
     where id = ${id} and status = 'PENDING'`);

/** Makes the person a member (not an admin) of the company, with the company's account type. */
export const joinCompany = (tx: DbExecutor, userId: number, companyId: number, accountType: string) =>
  tx.execute(sql`
    update users set company_id = ${companyId}, account_type = ${accountType}, company_admin = false
     where id = ${userId}`);

/** The person's pending request, if any: which company and which order the invitation was about. */
export const findPendingRequestOfUser = async (
  db: DbExecutor,
  userId: number,
): Promise<{ companyId: number; companyName: string } | null> => {
  const result = await db.execute<{ companyId: number; companyName: string }>(sql`
    select r.company_id as "companyId", c.name as "companyName"
      from company_membership_requests r join companies c on c.id = r.company_id
     where r.user_id = ${userId} and r.status = 'PENDING'`);
  const row = result.rows[0];
  return row ? { companyId: Number(row.companyId), companyName: row.companyName } : null;
};

export type MembershipRequestRow = {
  id: number;
  status: MembershipRequestStatus;
  userId: number;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userPosition: string | null;
  userActive: boolean;
  companyId: number;
  companyName: string;
  companyHasAdmin: boolean;
  requestedById: number | null;
  requestedByFirstName: string | null;
  requestedByLastName: string | null;
  requestedByCompanyName: string | null;
  orderId: number | null;
  investmentName: string | null;
  createdAt: Date | string;
  total: number;
};

const requestRows = async (db: DbExecutor, where: SQL, page: number, size: number) => {
  const result = await db.execute<MembershipRequestRow>(sql`
    select r.id, r.status,
           u.id as "userId", u.first_name as "userFirstName", u.last_name as "userLastName",
           u.email as "userEmail", u.position as "userPosition", u.active as "userActive",
           c.id as "companyId", c.name as "companyName",
           exists (select 1 from users a where a.company_id = c.id and a.company_admin and a.active)
             as "companyHasAdmin",
           rb.id as "requestedById", rb.first_name as "requestedByFirstName",
           rb.last_name as "requestedByLastName", rc.name as "requestedByCompanyName",
           r.order_id as "orderId", i.name as "investmentName", r.created_at as "createdAt",
           (count(*) over ())::int as total
      from company_membership_requests r
      join users u on u.id = r.user_id
      join companies c on c.id = r.company_id
      left join users rb on rb.id = r.requested_by_user_id
      left join companies rc on rc.id = rb.company_id
      left join investments i on i.id = r.investment_id
     where ${where}
     order by r.id desc
     limit ${size} offset ${page * size}`);
  return result.rows;
};

/** The company's pending requests, newest first. */
export const findCompanyPendingRequests = (db: DbExecutor, companyId: number, page: number, size: number) =>
  requestRows(db, sql`r.company_id = ${companyId} and r.status = 'PENDING'`, page, size);

/** Every pending request (the staff queue), newest first. */
export const findAllPendingRequests = (db: DbExecutor, page: number, size: number) =>
  requestRows(db, sql`r.status = 'PENDING'`, page, size);

export type MembershipEventRow = {
  id: number;
  change: MembershipChange;
  via: MembershipVia;
  userId: number;
  userFirstName: string;
  userLastName: string;
  byId: number | null;
  byFirstName: string | null;
  byLastName: string | null;
  right: CompanyRight | null;
  at: Date | string;
  total: number;
};

/** The company's membership history, newest first. */
export const findMembershipEvents = async (db: DbExecutor, companyId: number, page: number, size: number) => {
  const result = await db.execute<MembershipEventRow>(sql`
    select e.id, e.change, e.via, u.id as "userId", u.first_name as "userFirstName", u.last_name as "userLastName",
           b.id as "byId", b.first_name as "byFirstName", b.last_name as "byLastName", e.right, e.at,
           (count(*) over ())::int as total
      from company_membership_events e
      join users u on u.id = e.user_id
      left join users b on b.id = e.by_user_id
     where e.company_id = ${companyId}
     order by e.id desc
     limit ${size} offset ${page * size}`);
  return result.rows;
};
