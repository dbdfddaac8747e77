import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

export type StageChangeRow = {
  id: number;
  from_id: number | null;
  from_name: string | null;
  to_id: number;
  to_name: string;
  changed_on: string;
  source: string;
  note: string | null;
  hold_reason: string | null;
  by_name: string | null;
  created_at: string | Date;
};

const HISTORY_MAX = 200;

/** The investment's stage history, the latest first (investment_stage_changes_investment_idx). */
export const findStageHistory = async (db: DbExecutor, investmentId: number) =>
  (
    await db.execute<StageChangeRow>(sql`
      select sc.id, f.id as from_id, f.name as from_name, t.id as to_id, t.name as to_name,
             to_char(sc.changed_on, 'YYYY-MM-DD') as changed_on, sc.source, sc.note, sc.hold_reason,
             nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as by_name, sc.created_at
        from investment_stage_changes sc
        join investment_stages t on t.id = sc.to_stage_id
        left join investment_stages f on f.id = sc.from_stage_id
        left join users u on u.id = sc.by_user_id
       where sc.investment_id = ${investmentId}
       order by sc.id desc
       limit ${HISTORY_MAX}`)
  ).rows;

export type ChangeRow = {
  id: number;
  kind: string;
  details: {
    fields?: { field: string; before: string | null; after: string | null }[];
    otherId?: number;
    otherName?: string;
    companyId?: number;
  };
  company_name: string | null;
  by_name: string | null;
  created_at: string | Date;
};

/** The investment's change log, the latest first, with the names of the companies that joined. */
export const findChangeLog = async (db: DbExecutor, investmentId: number) =>
  (
    await db.execute<ChangeRow>(sql`
      select c.id, c.kind, c.details, co.name as company_name,
             nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as by_name, c.created_at
        from investment_changes c
        left join companies co on co.id = (c.details->>'companyId')::int and not co.deleted
        left join users u on u.id = c.by_user_id
       where c.investment_id = ${investmentId}
       order by c.id desc
       limit ${HISTORY_MAX}`)
  ).rows;

export type OnHoldRow = {
  id: number;
  name: string;
  city: string | null;
  stage_id: number;
  stage_name: string;
  value_pln: string | number | null;
  held_on: string | null;
  reason: string | null;
};

/** The held stages (investment_stages.on_hold): one in the reference data. */
export const findHeldStageIds = async (db: DbExecutor): Promise<number[]> =>
  (await db.execute<{ id: number }>(sql`select id from investment_stages where on_hold order by id`)).rows.map((r) =>
    Number(r.id),
  );

/**
 * Investments (not archived) held now, the latest held first, with the day and reason of the stage
 * change that held them (each hold is recorded: the migration recorded those held before). Read in the
 * order of investment_stage_changes_to_stage_idx up to the page: a stage change counts when it is the
 * investment's latest and the investment is still at its stage. One held stage is an equality, so the
 * index gives the order (1 ms at 12,000 holds; `= any` sorted them all: 240 ms).
 */
export const findOnHoldInvestments = async (db: DbExecutor, stageIds: number[], q: { page: number; size: number }) => {
  const held = stageIds.length === 1 ? sql`= ${stageIds[0]}` : sql`= any(${`{${stageIds.join(',')}}`}::smallint[])`;
  const [rows, count] = await Promise.all([
    db.execute<OnHoldRow>(sql`
      with latest as (
        select sc.investment_id, sc.changed_on, sc.hold_reason
          from investment_stage_changes sc
          join investments i on i.id = sc.investment_id and i.stage_id = sc.to_stage_id and not i.archived
         where sc.to_stage_id ${held}
           and not exists (select 1 from investment_stage_changes later
                            where later.investment_id = sc.investment_id and later.id > sc.id)
         order by sc.changed_on desc, sc.investment_id desc
         limit ${q.size} offset ${q.page * q.size})
      select i.id, i.name, l.name as city, st.id as stage_id, st.name as stage_name, i.value_pln,
             to_char(latest.changed_on, 'YYYY-MM-DD') as held_on, latest.hold_reason as reason
        from latest
        join investments i on i.id = latest.investment_id
        join investment_stages st on st.id = i.stage_id
        left join locations l on l.id = i.location_id
       order by latest.changed_on desc, latest.investment_id desc`),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from investments i
       where i.stage_id ${held} and not i.archived
         and exists (select 1 from investment_stage_changes sc where sc.investment_id = i.id)`),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
};
