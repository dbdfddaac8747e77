import type { OrderStatus } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';

/** The order row an invitation decides on, locked for the transaction (the limit is counted under it). */
export type NominationOrder = {
  id: number;
  companyId: number;
  investmentId: number;
  createdByUserId: number | null;
  status: OrderStatus;
  isApproved: boolean;
  removed: boolean;
  publishAt: Date | null;
};

const EFFECTIVE_STATUS = sql`case when o.status = 'PLANNED' and o.publish_at <= now() then 'RELEASED' else o.status end`;

/** The order, locked `for update` unless `lock` is false (a read). */
export const lockNominationOrder = async (
  tx: DbExecutor,
  orderId: number,
  lock = true,
): Promise<NominationOrder | null> => {
  const result = await tx.execute<NominationOrder>(sql`
    select o.id, o.company_id as "companyId", o.investment_id as "investmentId", o.created_by_user_id as "createdByUserId",
           ${EFFECTIVE_STATUS} as status, o.is_approved as "isApproved", o.removed, o.publish_at as "publishAt"
      from orders o where o.id = ${orderId} ${lock ? sql`for update` : sql``}`);
  const row = result.rows[0];
  return row ? { ...row, publishAt: row.publishAt ? new Date(row.publishAt) : null } : null;
};

export type NominationTarget = {
  id: number;
  deleted: boolean;
  deactivated: boolean;
  knownEmail: string | null;
  nominated: boolean;
};

/**
 * The companies asked for, whether they are already nominated, and their known e-mail: the
 * recommendation e-mail, else the company e-mail, else its administrator's.
 */
export const findNominationTargets = async (
  tx: DbExecutor,
  orderId: number,
  companyIds: number[],
): Promise<NominationTarget[]> => {
  const result = await tx.execute<NominationTarget>(sql`
    select c.id, c.deleted, c.deactivated,
           coalesce(c.contact #>> '{recommendationEmail,values,0}', c.contact #>> '{companyEmail,values,0}',
             (select u.email from users u where u.company_id = c.id and u.active
               order by u.company_admin desc, u.id limit 1)) as "knownEmail",
           exists (select 1 from order_nominated_companies n where n.order_id = ${orderId} and n.company_id = c.id) as nominated
      from companies c where c.id = any(${`{${companyIds.join(',')}}`}::int[])`);
  return result.rows;
};

export const countNominations = async (tx: DbExecutor, orderId: number): Promise<number> => {
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from order_nominated_companies where order_id = ${orderId}`,
  );
  return Number(result.rows[0]?.n ?? 0);
};

export const insertNominations = async (
  tx: DbExecutor,
  rows: { orderId: number; companyId: number; source: 'RECOMMENDED' | 'OTHER'; email: string | null; userId: number }[],
) => {
  for (const r of rows)
    await tx.execute(sql`
      insert into order_nominated_companies (order_id, company_id, source, email, nominated_by_user_id)
      values (${r.orderId}, ${r.companyId}, ${r.source}, ${r.email}, ${r.userId})
      on conflict do nothing`);
};

export type PendingInvitation = { companyId: number; companyName: string; email: string | null };

/** Marks the order's not yet invited companies invited (one statement: each is invited once). */
/**
 * Where a company's invitation e-mails go (`c` is the company): the e-mail given when it was
 * nominated, else its recommendation e-mail, its company e-mail, or its first active user (an admin first).
 */
export const invitationEmail = (givenEmail: SQL) => sql`coalesce(${givenEmail},
  c.contact #>> '{recommendationEmail,values,0}', c.contact #>> '{companyEmail,values,0}',
  (select u.email from users u where u.company_id = c.id and u.active order by u.company_admin desc, u.id limit 1))`;

export const claimPendingInvitations = async (tx: DbExecutor, orderId: number): Promise<PendingInvitation[]> => {
  const result = await tx.execute<PendingInvitation>(sql`
    with claimed as (
      update order_nominated_companies set invited_at = now()
       where order_id = ${orderId} and invited_at is null
       returning company_id, email
    )
    select c.id as "companyId", c.name as "companyName",
           ${invitationEmail(sql`claimed.email`)} as email
      from claimed join companies c on c.id = claimed.company_id
     order by c.id`);
  return result.rows;
};

export const setInvitationEmail = (tx: DbExecutor, orderId: number, companyId: number, outboxId: number) =>
  tx.execute(sql`update order_nominated_companies set email_outbox_id = ${outboxId}
                  where order_id = ${orderId} and company_id = ${companyId}`);

export type InvitationNames = {
  companyName: string;
  investmentName: string;
  city: string | null;
  offerDeadlineTo: string | null;
};

export const findInvitationNames = async (tx: DbExecutor, orderId: number): Promise<InvitationNames | null> => {
  const result = await tx.execute<InvitationNames>(sql`
    select c.name as "companyName", i.name as "investmentName", l.name as city, o.offer_deadline_to::text as "offerDeadlineTo"
      from orders o join companies c on c.id = o.company_id join investments i on i.id = o.investment_id
      left join locations l on l.id = i.location_id
     where o.id = ${orderId}`);
  return result.rows[0] ?? null;
};

export type NominatedRow = {
  companyId: number;
  name: string;
  logoUrl: string | null;
  nip: string | null;
  source: 'RECOMMENDED' | 'OTHER';
  createdAt: string;
  byFirstName: string | null;
  byLastName: string | null;
  invitedAt: string | null;
  emailTo: string | null;
  emailStatus: 'QUEUED' | 'SENT' | 'FAILED' | 'NOT_SENT' | null;
  seenAt: string | null;
  lastSeenAt: string | null;
  contactsFetches: number;
  attachmentsDownloadedAt: string | null;
  attachmentsLastDownloadedAt: string | null;
  conversationStartedAt: string | null;
  intent: 'WILL_BID' | 'WONT_BID' | 'UNDECIDED' | null;
  intentReason: string | null;
  intentNote: string | null;
  intentAt: string | null;
  total: number;
};

const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * One page of the order's invitees with everything the tab shows, in one statement: the company,
 * who invited it, the e-mail's delivery, views, contact fetches of its users, attachment downloads,
 * its conversation on the order (one per order and company) and its answer.
 */
export const findNominatedPage = async (db: Database, orderId: number, page: number, size: number) => {
  const result = await db.execute<NominatedRow>(sql`
    select n.company_id as "companyId", c.name, c.logo_url as "logoUrl", c.nip, n.source,
           to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
           u.first_name as "byFirstName", u.last_name as "byLastName",
           to_char(n.invited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "invitedAt",
           -- the order's editors see an e-mail whose SMTP send is running as still queued
           e.to as "emailTo", case when e.status = 'SENDING' then 'QUEUED' else e.status end as "emailStatus",
           to_char(n.seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "seenAt",
           to_char(n.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastSeenAt",
           coalesce(ev.n, 0)::int as "contactsFetches",
           ${utc(sql`n.attachments_downloaded_at`)} as "attachmentsDownloadedAt",
           ${utc(sql`n.attachments_last_downloaded_at`)} as "attachmentsLastDownloadedAt",
           ${utc(sql`cv.created_at`)} as "conversationStartedAt",
           n.intent, n.intent_reason as "intentReason", n.intent_note as "intentNote",
           to_char(n.intent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "intentAt",
           count(*) over ()::int as total
      from order_nominated_companies n
      join companies c on c.id = n.company_id
      left join users u on u.id = n.nominated_by_user_id
      left join email_outbox e on e.id = n.email_outbox_id
      left join conversations cv on cv.order_id = n.order_id and cv.company_id = n.company_id
      left join (select company_id, count(*) as n from order_events
                  where order_id = ${orderId} and kind = 'CONTACT_FETCH' group by company_id) ev on ev.company_id = n.company_id
     where n.order_id = ${orderId}
     order by n.created_at desc, n.company_id
     limit ${size} offset ${page * size}`);
  return result.rows;
};

/** Whether a company was invited to the order (its people then see the card as an industry company would). */
export const isCompanyInvited = async (db: Database, orderId: number, companyId: number): Promise<boolean> => {
  const result = await db.execute(sql`select 1 from order_nominated_companies
    where order_id = ${orderId} and company_id = ${companyId} and invited_at is not null`);
  return result.rows.length > 0;
};

/** A user of an invited company opened the card: first and last view (nothing for other companies). */
export const markInvitationSeen = (db: Database, orderId: number, companyId: number) =>
  db.execute(sql`update order_nominated_companies set seen_at = coalesce(seen_at, now()), last_seen_at = now()
    where order_id = ${orderId} and company_id = ${companyId} and invited_at is not null`);

/**
 * A user of an invited company opened one of the order's attachments: first and last time (nothing
 * for other companies, nor for a file that is not the order's).
 */
export const markAttachmentDownloaded = (db: Database, orderId: number, companyId: number, uuid: string) =>
  db.execute(sql`update order_nominated_companies n
    set attachments_downloaded_at = coalesce(n.attachments_downloaded_at, now()), attachments_last_downloaded_at = now()
    where n.order_id = ${orderId} and n.company_id = ${companyId} and n.invited_at is not null
      and exists (select 1 from order_attachments a where a.order_id = ${orderId} and a.attachment_uuid = ${uuid}::uuid)`);
