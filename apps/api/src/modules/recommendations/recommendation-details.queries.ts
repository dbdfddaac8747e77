import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { RecommendationRow, RecommendationSearch } from './recommendation-search.js';
import { distanceTo, intArray, matchingWork, placeCte } from './recommendation-works.queries.js';

export type RecommendationDetails = Omit<RecommendationRow, 'nearest_m' | 'seat_m' | 'total'>;

/**
 * What a page shows of its companies (in the order given): the company, whether the caller follows
 * it, the number and value of its matching works, their industries and its nearest matching works.
 */
export const findRecommendationDetails = async (
  db: Database,
  s: RecommendationSearch,
  ids: number[],
): Promise<RecommendationDetails[]> => {
  if (ids.length === 0) return [];
  const result = await db.execute<RecommendationDetails>(sql`
    with ${placeCte(s)}
    select c.id, c.name, c.logo_url, c.nip, c.contact,
           exists (select 1 from company_follows f where f.user_id = ${s.viewerUserId} and f.company_id = c.id) as followed,
           st.works_count, st.works_value,
           (select coalesce(json_agg(json_build_object('id', ind.id, 'name', ind.title) order by ind.id), '[]')
              from industries ind
             where ind.id in (select ic.industry_id from investment_companies ic where ic.company_id = c.id and ${matchingWork(s)})) as industries,
           (select coalesce(json_agg(w order by w.distance, w."investmentId", w."industryId"), '[]') from (
              select n.industry_id as "industryId", ind.title as "industryName", i.id as "investmentId",
                     i.name as "investmentName", d.name as "districtName", n.distance
                from (select ic.industry_id, ic.investment_id, ${distanceTo(sql`ic.earth_point`)} as distance
                        from investment_companies ic where ic.company_id = c.id and ${matchingWork(s)}
                       order by distance, ic.investment_id, ic.industry_id limit ${s.worksShown}) n
                join investments i on i.id = n.investment_id
                join industries ind on ind.id = n.industry_id
                left join districts d on d.id = i.district_id) w) as works
      from unnest(${intArray(ids)}) with ordinality as p(id, ord)
      join companies c on c.id = p.id
      cross join lateral (
        select count(*)::int as works_count, coalesce(sum(v), 0) as works_value
          from (select max(ic.investment_value_pln) as v from investment_companies ic
                 where ic.company_id = c.id and ${matchingWork(s)} group by ic.investment_id) x) st
     order by p.ord`);
  return result.rows;
};
