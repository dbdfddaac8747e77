import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type CompanyInvestmentsSort = 'works_desc' | 'value_desc' | 'name_asc';

const ORDER: Record<CompanyInvestmentsSort, string> = {
  works_desc: 'works desc, i.value_pln desc nulls last, i.id desc',
  value_desc: 'i.value_pln desc nulls last, i.id desc',
  name_asc: 'i.name asc, i.id asc',
};

type Row = {
  id: number;
  name: string;
  city: string | null;
  value: number | null;
  works: number;
  archived: boolean;
  total: number;
};

/** The company's investments, one row each, with the number of its works (industries) there; paged in SQL. */
export const findCompanyInvestments = async (
  db: Database,
  companyId: number,
  q: { sort: CompanyInvestmentsSort; page: number; size: number },
) => {
  // The page is chosen from the covering indexes (works, value, id) first; only its rows read the
  // investments' other columns (name, location).
  const order = sql.raw(ORDER[q.sort]);
  const result = await db.execute<Row>(sql`
    with p as (
      select i.id, w.works, count(*) over ()::int as total
        from (select investment_id, count(*)::int as works
                from investment_companies where company_id = ${companyId}
               group by investment_id) w
        join investments i on i.id = w.investment_id
       order by ${order}
       limit ${q.size} offset ${q.page * q.size})
    select i.id, i.name, l.name as city, i.value_pln::float8 as value, p.works, i.archived, p.total
      from p
      join investments i on i.id = p.id
      left join locations l on l.id = i.location_id
     order by ${sql.raw(ORDER[q.sort].replace('works desc', 'p.works desc'))}`);
  const total = result.rows[0] ? Number(result.rows[0].total) : 0;
  return {
    rows: result.rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      city: r.city,
      value: r.value === null ? null : Number(r.value),
      works: Number(r.works),
      archived: r.archived,
    })),
    total,
  };
};
