import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { finite, nearMetres, type RecommendationRow, type RecommendationSearch } from './recommendation-search.js';

const pointOf = (table: string) => sql.raw(`ll_to_earth(${table}.latitude, ${table}.longitude)`);

/** A matching work: the chosen industries (children included), scope, subsectors and investment value. */
const workConditions = (s: RecommendationSearch): SQL => {
  const parts: SQL[] = [sql`ic.industry_id = any(${`{${s.industryIds.join(',')}}`}::int[])`];
  if (s.scope !== 'any') {
    const { delivery, service } = s.scope;
    if (delivery && service) parts.push(sql`(ic.is_supply or ic.is_service)`);
    else if (delivery) parts.push(sql`ic.is_supply`);
    else if (service) parts.push(sql`ic.is_service`);
  }
  if (s.subsectorIds?.length) parts.push(sql`i.subsector_id = any(${`{${s.subsectorIds.join(',')}}`}::int[])`);
  if (s.worksValue.min !== null) parts.push(sql`i.value_pln >= ${s.worksValue.min}`);
  if (s.worksValue.max !== null) parts.push(sql`i.value_pln <= ${s.worksValue.max}`);
  return sql.join(parts, sql` and `);
};

const within = (point: SQL, metres: number) =>
  sql`earth_box((select centre from place), ${metres}::float8) @> ${point}
      and earth_distance((select centre from place), ${point}) <= ${metres}::float8`;

/**
 * Candidates: companies with a matching work within the work distance (investments' earth index) and
 * companies whose seat is within the seat distance (companies' earth index); with 'cała Polska' on
 * either, every company with a matching work.
 */
const candidates = (s: RecommendationSearch): SQL => {
  const everywhere =
    (s.seatMetres !== null && !finite(s.seatMetres)) || (s.workMetres !== null && !finite(s.workMetres));
  if (everywhere)
    return sql`select distinct ic.company_id as id from investment_companies ic join investments i on i.id = ic.investment_id
                where ${workConditions(s)}`;
  const parts: SQL[] = [];
  if (finite(s.workMetres))
    parts.push(sql`select ic.company_id as id from investments i join investment_companies ic on ic.investment_id = i.id
                    where ${within(pointOf('i'), s.workMetres)} and ${workConditions(s)}`);
  if (finite(s.seatMetres))
    parts.push(
      sql`select c.id from companies c where c.latitude is not null and ${within(pointOf('c'), s.seatMetres)}`,
    );
  return sql.join(parts, sql` union `);
};

/** Seat and/or work distance: a company qualifies by either of the asked ones. */
const distanceCondition = (s: RecommendationSearch): SQL => {
  const parts: SQL[] = [];
  if (s.seatMetres !== null) parts.push(finite(s.seatMetres) ? sql`r.seat_m <= ${s.seatMetres}::float8` : sql`true`);
  if (s.workMetres !== null) parts.push(finite(s.workMetres) ? sql`r.nearest_m <= ${s.workMetres}::float8` : sql`true`);
  return sql`(${sql.join(parts, sql` or `)})`;
};

/**
 * One page of recommended companies with the total, their reasons and their nearest matching works,
 * in one statement over investments and participations: the reference of the ranking, used for the
 * works-count ranges (`recommendation-page.ts` takes the fast statements otherwise). Ranking (DESIGN.md): matching works near the place (within `nearMetres`) most
 * first, then the nearest matching work, then the nearest seat, then the company id.
 */
export const findRecommendationPageGeneric = async (
  db: Database,
  s: RecommendationSearch,
): Promise<RecommendationRow[]> => {
  const excluded = `{${s.excludedCompanyIds.join(',')}}`;
  const nominated = s.orderId
    ? sql`and not exists (select 1 from order_nominated_companies n where n.order_id = ${s.orderId} and n.company_id = c.id)`
    : sql``;
  const result = await db.execute<RecommendationRow>(sql`
    with place as (select ll_to_earth(${s.latitude}::float8, ${s.longitude}::float8) as centre),
    cand as (${candidates(s)}),
    matched as (
      select ic.company_id, ic.industry_id, i.id as investment_id, i.value_pln,
             earth_distance((select centre from place), ${pointOf('i')}) as distance
        from (select distinct id from cand) cd
        join investment_companies ic on ic.company_id = cd.id
        join investments i on i.id = ic.investment_id
       where ${workConditions(s)}
    ),
    per_investment as (
      select company_id, investment_id, max(value_pln) as value_pln, min(distance) as distance
        from matched group by company_id, investment_id
    ),
    stats as (
      select company_id, count(*)::int as works_count,
             count(*) filter (where distance <= ${nearMetres(s)}::float8)::int as near_count,
             coalesce(sum(value_pln), 0) as works_value, min(distance) as nearest_m
        from per_investment group by company_id
    ),
    ranked as (
      select c.id, c.name, c.logo_url, c.nip, c.contact, s.works_count, s.near_count, s.works_value, s.nearest_m,
             case when c.latitude is null then null
                  else earth_distance((select centre from place), ${pointOf('c')}) end as seat_m
        from stats s join companies c on c.id = s.company_id
       where not c.deleted and not c.deactivated and c.id <> all(${excluded}::int[]) ${nominated}
         and s.works_count >= ${Math.max(1, s.worksCount.min)}
         ${s.worksCount.max !== null ? sql`and s.works_count <= ${s.worksCount.max}` : sql``}
    ),
    page as (
      select r.*, count(*) over () as total from ranked r
       where ${distanceCondition(s)}
       order by r.near_count desc, r.nearest_m, r.seat_m nulls last, r.id
       limit ${s.size} offset ${s.page * s.size}
    )
    select p.id, p.name, p.logo_url, p.nip, p.contact, p.works_count, p.near_count, p.works_value, p.nearest_m, p.seat_m,
           p.total::int as total,
           exists (select 1 from company_follows f where f.user_id = ${s.viewerUserId} and f.company_id = p.id) as followed,
           (select coalesce(json_agg(json_build_object('id', ind.id, 'name', ind.title) order by ind.id), '[]')
              from industries ind where ind.id in (select m.industry_id from matched m where m.company_id = p.id)) as industries,
           (select coalesce(json_agg(w order by w.distance, w."investmentId", w."industryId"), '[]') from (
              select ic.industry_id as "industryId", ind.title as "industryName", i.id as "investmentId",
                     i.name as "investmentName", d.name as "districtName",
                     earth_distance((select centre from place), ${pointOf('i')}) as distance
                from investment_companies ic
                join investments i on i.id = ic.investment_id
                join industries ind on ind.id = ic.industry_id
                left join districts d on d.id = i.district_id
               where ic.company_id = p.id and ${workConditions(s)}
               order by distance, i.id, ic.industry_id
               limit ${s.worksShown}) w) as works
      from page p
     order by p.near_count desc, p.nearest_m, p.seat_m nulls last, p.id`);
  return result.rows;
};
