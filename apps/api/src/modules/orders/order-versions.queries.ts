import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { attachments, orderVersions } from '../../db/schema.js';

/**
 * SQL of an order's versions and their acknowledgement ('Zmiany w zleceniu'). The
 * companies concerned by an order are those invited to it (`invited_at` set) and those with a
 * thread on it; each read takes one statement, by the order's id or the company's.
 */

/** The names of uploaded files, by uuid (the documents of a snapshot). */
export const findAttachmentNames = async (db: DbExecutor, uuids: readonly string[]) => {
  if (!uuids.length) return new Map<string, string>();
  const rows = await db
    .select({ uuid: attachments.uuid, name: attachments.name })
    .from(attachments)
    .where(inArray(attachments.uuid, [...uuids]));
  return new Map(rows.map((r) => [r.uuid, r.name]));
};

/** Adds the next version of an order (inside the save's transaction, which holds the order row's lock). */
export const insertOrderVersion = async (
  tx: DbExecutor,
  v: { orderId: number; userId: number; changes: string[]; snapshot: unknown },
) => {
  const result = await tx.execute<{ number: number }>(sql`
    insert into order_versions (order_id, number, created_by_user_id, changes, snapshot)
    select ${v.orderId}, coalesce(max(number), 0) + 1, ${v.userId}, ${JSON.stringify(v.changes)}::jsonb,
           ${JSON.stringify(v.snapshot)}::jsonb
      from order_versions where order_id = ${v.orderId}
    returning number`);
  return Number(result.rows[0]!.number);
};

/** Every version of an order, newest first (index `order_versions_order_number_unique`). */
export const findOrderVersions = (db: Database, orderId: number) =>
  db
    .select({ number: orderVersions.number, at: orderVersions.createdAt, changes: orderVersions.changes })
    .from(orderVersions)
    .where(eq(orderVersions.orderId, orderId))
    .orderBy(desc(orderVersions.number));

/** The latest version's number and time, or null while the order is as published. */
export const findLatestVersion = async (db: DbExecutor, orderId: number) => {
  const [row] = await db
    .select({ number: orderVersions.number, at: orderVersions.createdAt })
    .from(orderVersions)
    .where(eq(orderVersions.orderId, orderId))
    .orderBy(desc(orderVersions.number))
    .limit(1);
  return row ?? null;
};

const concernedSql = (orderId: number) => sql`
  select company_id from order_nominated_companies where order_id = ${orderId} and invited_at is not null
  union select company_id from conversations where order_id = ${orderId}`;

/** The company is invited to the order or has a thread on it. */
export const isCompanyConcerned = async (db: DbExecutor, orderId: number, companyId: number) => {
  const result = await db.execute<{ yes: boolean }>(sql`
    select exists (select 1 from (${concernedSql(orderId)}) c where c.company_id = ${companyId}) as yes`);
  return result.rows[0]?.yes === true;
};

/** The version a company acknowledged last, with when. */
export const findCompanyAcknowledgement = async (db: DbExecutor, orderId: number, companyId: number) => {
  const result = await db.execute<{ version: number; at: Date | string }>(sql`
    select version, acknowledged_at as at from order_version_acknowledgements
     where order_id = ${orderId} and company_id = ${companyId}
     order by version desc limit 1`);
  const row = result.rows[0];
  return row ? { version: Number(row.version), at: new Date(row.at) } : null;
};

export const insertAcknowledgement = async (
  db: DbExecutor,
  a: { orderId: number; companyId: number; version: number; userId: number },
) => {
  await db.execute(sql`
    insert into order_version_acknowledgements (order_id, company_id, version, user_id)
    values (${a.orderId}, ${a.companyId}, ${a.version}, ${a.userId}) on conflict do nothing`);
};

export type AcknowledgementRow = {
  company_id: number;
  company_name: string;
  version: number | null;
  at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
};

/** Per company concerned: its latest acknowledgement and who gave it, by company name. */
export const findAcknowledgements = async (db: DbExecutor, orderId: number) => {
  const result = await db.execute<AcknowledgementRow>(sql`
    select c.id as company_id, c.name as company_name, a.version, a.acknowledged_at as at,
           u.first_name, u.last_name
      from (${concernedSql(orderId)}) cc
      join companies c on c.id = cc.company_id
      left join lateral (
        select version, acknowledged_at, user_id from order_version_acknowledgements
         where order_id = ${orderId} and company_id = cc.company_id order by version desc limit 1) a on true
      left join users u on u.id = a.user_id
     order by c.name, c.id`);
  return result.rows;
};

/** Active users of the concerned companies, the recipients of a change's e-mail. */
export const findConcernedRecipients = async (db: DbExecutor, orderId: number) => {
  const result = await db.execute<{ user_id: number; email: string; first_name: string; company_name: string }>(sql`
    select u.id as user_id, u.email, u.first_name, c.name as company_name
      from (${concernedSql(orderId)}) cc
      join companies c on c.id = cc.company_id and not c.deleted
      join users u on u.company_id = cc.company_id and u.active
     order by u.id`);
  return result.rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
};

/**
 * The orders (released, not removed) whose latest version the company has not acknowledged: its
 * invitations and threads, each probing the versions' and acknowledgements' indexes.
 */
export const findUnacknowledgedOrderIds = async (db: DbExecutor, companyId: number) => {
  const result = await db.execute<{ order_id: number }>(sql`
    select c.order_id from (
      select order_id from order_nominated_companies where company_id = ${companyId} and invited_at is not null
      union select order_id from conversations where company_id = ${companyId}) c
      join orders o on o.id = c.order_id and o.status = 'RELEASED' and not o.removed
     where (select max(number) from order_versions v where v.order_id = c.order_id)
         > coalesce((select max(version) from order_version_acknowledgements a
                      where a.order_id = c.order_id and a.company_id = ${companyId}), 0)
     order by c.order_id desc limit 500`);
  return result.rows.map((r) => Number(r.order_id));
};
