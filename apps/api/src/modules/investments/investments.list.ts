import type { InvestmentCharacter } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { likeContains } from '../../lib/sql-text.js';

type Row = {
  id: number;
  name: string;
  city: string | null;
  road_end_city: string | null;
  picture_url: string | null;
  character: string;
  stage_id: number | null;
  stage_name: string | null;
  total: string;
};

/**
 * Active (not archived) investments, newest first: those my company takes part in, or all of them
 * (staff); optionally by a part of the name, diacritics ignored. Paginated in SQL.
 */
export const findActiveInvestments = async (
  db: Database,
  query: { companyId: number | null; search?: string; page: number; size: number },
) => {
  const mine = query.companyId
    ? sql`and exists (select 1 from investment_companies ic where ic.investment_id = i.id and ic.company_id = ${query.companyId})`
    : sql``;
  const text = query.search?.trim();
  const byName = text ? sql`and fold_text(i.name) like fold_text(${likeContains(text)})` : sql``;
  const result = await db.execute<Row>(sql`
    select i.id, i.name, l.name as city, le.name as road_end_city, i.picture_url, i.character,
           st.id as stage_id, st.name as stage_name, count(*) over () as total
      from investments i
      left join locations l on l.id = i.location_id
      left join locations le on le.id = i.road_end_location_id
      left join investment_stages st on st.id = i.stage_id
     where not i.archived ${mine} ${byName}
     order by i.created_at desc, i.id desc
     limit ${query.size} offset ${query.page * query.size}`);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    rows: result.rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      city: r.city,
      roadEndCity: r.road_end_city,
      picture: r.picture_url,
      character: r.character as InvestmentCharacter,
      stage: r.stage_id === null || r.stage_name === null ? null : { id: Number(r.stage_id), name: r.stage_name },
    })),
  };
};
