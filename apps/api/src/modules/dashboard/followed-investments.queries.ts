import type { FollowedInvestment } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

type Row = {
  id: number;
  name: string;
  city: string | null;
  created_at: string | Date;
  company_id: number;
  company_name: string;
  total: number;
};

/**
 * Investments created in the last `days` days in which a company the user follows takes part,
 * newest first, one row per investment, paginated in SQL. Reads the user's follows (by their index),
 * then each followed company's participations (investment_companies_company_idx).
 */
export const findFollowedInvestments = async (
  db: Database,
  userId: number,
  q: { page: number; size: number; days: number },
): Promise<{ rows: FollowedInvestment[]; total: number }> => {
  const result = await db.execute<Row>(sql`
    with hits as (
      select distinct on (i.id) i.id, i.name, i.location_id, i.created_at, c.id as company_id, c.name as company_name
        from company_follows f
        join companies c on c.id = f.company_id and not c.deleted
        join investment_companies ic on ic.company_id = f.company_id
        join investments i on i.id = ic.investment_id
       where f.user_id = ${userId} and i.created_at >= now() - make_interval(days => ${q.days})
       order by i.id, polish_sort_key(c.name) collate "C", c.id)
    select h.id, h.name, l.name as city, h.created_at, h.company_id, h.company_name, count(*) over ()::int as total
      from hits h
      left join locations l on l.id = h.location_id
     order by h.created_at desc, h.id desc
     limit ${q.size} offset ${q.page * q.size}`);
  return {
    rows: result.rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      city: r.city,
      createdAt: new Date(r.created_at).toISOString(),
      company: { id: Number(r.company_id), name: r.company_name },
    })),
    total: result.rows[0] ? Number(result.rows[0].total) : 0,
  };
};
