import type { ClaimKind, ClaimStatus } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { participationClaims } from '../../db/schema.js';

export type ClaimInsert = typeof participationClaims.$inferInsert;

export const insertClaim = async (db: DbExecutor, row: ClaimInsert): Promise<number> => {
  const [inserted] = await db.insert(participationClaims).values(row).returning({ id: participationClaims.id });
  return (inserted as { id: number }).id;
};

export type ClaimRow = {
  id: number;
  kind: ClaimKind;
  status: ClaimStatus;
  company_id: number;
  company_name: string;
  investment_id: number | null;
  investment_name: string | null;
  city: string | null;
  role: string | null;
  industries: { id: number; name: string }[] | null;
  value_pln: string | null;
  start_date: string | null;
  end_date: string | null;
  evidence_uuid: string | null;
  note: string | null;
  reason: string | null;
  declared_by: string | null;
  declared_by_user_id: number | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  total: string;
};

/** Claims with their company, investment, industry names and declarer; paginated in SQL. */
const selectClaims = (where: SQL, order: SQL, page: { limit: number; offset: number }) => sql`
  select pc.id, pc.kind, pc.status, pc.company_id, c.name as company_name, pc.investment_id,
         i.name as investment_name, l.name as city, pc.role, pc.value_pln, pc.start_date::text, pc.end_date::text,
         pc.evidence_uuid, pc.note, pc.reason, pc.declared_by_user_id, pc.created_at, pc.decided_at,
         nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as declared_by,
         (select json_agg(json_build_object('id', ind.id, 'name', ind.title) order by ind.title)
            from industries ind where ind.id = any(pc.industry_ids)) as industries,
         count(*) over () as total
    from participation_claims pc
    join companies c on c.id = pc.company_id
    left join investments i on i.id = pc.investment_id
    left join locations l on l.id = i.location_id
    left join users u on u.id = pc.declared_by_user_id
   where ${where}
   order by ${order}
   limit ${page.limit} offset ${page.offset}`;

type Paging = { page: number; size: number };
const paging = ({ page, size }: Paging) => ({ limit: size, offset: page * size });

/** The company's own list, newest first (participation_claims_company_idx). */
export const findCompanyClaims = async (
  db: DbExecutor,
  companyId: number,
  status: ClaimStatus | undefined,
  p: Paging,
) =>
  (
    await db.execute<ClaimRow>(
      selectClaims(
        sql`pc.company_id = ${companyId} ${status ? sql`and pc.status = ${status}` : sql``}`,
        sql`pc.created_at desc, pc.id desc`,
        paging(p),
      ),
    )
  ).rows;

/** The staff queue: a status (PENDING by default), oldest first (participation_claims_status_idx). */
export const findQueueClaims = async (db: DbExecutor, status: ClaimStatus, p: Paging) =>
  (
    await db.execute<ClaimRow>(
      selectClaims(
        sql`pc.status = ${status}`,
        status === 'PENDING' ? sql`pc.created_at, pc.id` : sql`pc.created_at desc, pc.id desc`,
        paging(p),
      ),
    )
  ).rows;

export const findClaim = async (db: DbExecutor, id: number) =>
  (await db.execute<ClaimRow>(selectClaims(sql`pc.id = ${id}`, sql`pc.id`, { limit: 1, offset: 0 }))).rows[0] ?? null;

export type LockedClaim = {
  id: number;
  kind: ClaimKind;
  status: ClaimStatus;
  companyId: number;
  investmentId: number | null;
  role: string | null;
  industryIds: number[];
  valuePln: number | null;
  declaredByUserId: number | null;
};

/** The claim, locked for its decision. */
export const lockClaim = async (tx: DbExecutor, id: number): Promise<LockedClaim | null> => {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select id, kind, status, company_id, investment_id, role, industry_ids, value_pln, declared_by_user_id
      from participation_claims where id = ${id} for update`);
  const r = result.rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    kind: r.kind as ClaimKind,
    status: r.status as ClaimStatus,
    companyId: Number(r.company_id),
    investmentId: r.investment_id === null ? null : Number(r.investment_id),
    role: r.role as string | null,
    industryIds: (r.industry_ids as number[]).map(Number),
    valuePln: r.value_pln === null ? null : Number(r.value_pln),
    declaredByUserId: r.declared_by_user_id === null ? null : Number(r.declared_by_user_id),
  };
};

export const decideClaim = (
  tx: DbExecutor,
  id: number,
  decision: { status: Exclude<ClaimStatus, 'PENDING'>; reason: string | null; byUserId: number },
) =>
  tx.execute(sql`
    update participation_claims
       set status = ${decision.status}, reason = ${decision.reason}, decided_by_user_id = ${decision.byUserId},
           decided_at = now()
     where id = ${id}`);

/** The declarer's address, when the account is still active. */
export const findDeclarer = async (db: DbExecutor, userId: number) =>
  (await db.execute<{ id: number; email: string }>(sql`select id, email from users where id = ${userId} and active`))
    .rows[0] ?? null;

export const hasPendingClaim = async (db: DbExecutor, companyId: number, investmentId: number) =>
  (
    await db.execute(sql`
      select 1 from participation_claims
       where company_id = ${companyId} and investment_id = ${investmentId}
         and kind = 'PARTICIPATION' and status = 'PENDING'`)
  ).rows.length > 0;
