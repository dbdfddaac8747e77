import type { OrderStatus } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** The resolved search: every list already expanded (industry children) and checked. */
export type RecommendationSearch = {
  industryIds: number[];
  latitude: number;
  longitude: number;
  /** 'any' = no scope condition; otherwise the work must be a delivery and/or a service. */
  scope: { delivery: boolean; service: boolean } | 'any';
  /** Metres from the place; null = not asked; Infinity = 'cała Polska'. */
  seatMetres: number | null;
  workMetres: number | null;
  subsectorIds?: number[];
  excludedCompanyIds: number[];
  /** Order whose nominated companies are left out. */
  orderId?: number;
  worksCount: { min: number; max: number | null };
  /** Investment value in PLN. */
  worksValue: { min: number | null; max: number | null };
  viewerUserId: number;
  page: number;
  size: number;
  worksShown: number;
};

export type RecommendationRow = {
  id: number;
  name: string;
  logo_url: string | null;
  nip: string | null;
  contact: { companyEmail?: { values?: string[] }; recommendationEmail?: { values?: string[] } } | null;
  followed: boolean;
  works_count: number;
  works_value: string | number;
  nearest_m: number;
  seat_m: number | null;
  industries: { id: number; name: string }[];
  works: {
    industryId: number;
    industryName: string;
    investmentId: number;
    investmentName: string;
    districtName: string | null;
  }[];
  total: number;
};

const pointOf = (table: string) => sql.raw(`ll_to_earth(${table}.latitude, ${table}.longitude)`);
const finite = (m: number | null): m is number => m !== null && Number.isFinite(m);

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

/** Radius of the "near" works of the ranking: the work distance, else the seat distance, else anywhere. */
const nearMetres = (s: RecommendationSearch) =>
  finite(s.workMetres) ? s.workMetres : finite(s.seatMetres) ? s.seatMetres : Number.MAX_VALUE;

/**
 * One page of recommended companies with the total, their reasons and their nearest matching works,
 * in one statement. Ranking (README): matching works near the place (within `nearMetres`) most
 * first, then the nearest matching work, then the nearest seat, then the company id.
 */
export const findRecommendationPage = async (db: Database, s: RecommendationSearch): Promise<RecommendationRow[]> => {
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
    select p.id, p.name, p.logo_url, p.nip, p.contact, p.works_count, p.works_value, p.nearest_m, p.seat_m,
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

/** Ids with their children (a parent industry includes its children). */
export const expandIndustryIds = async (db: Database, ids: number[]): Promise<number[]> => {
  const list = `{${ids.join(',')}}`;
  const result = await db.execute<{ id: number }>(
    sql`select id from industries where id = any(${list}::int[]) or parent_id = any(${list}::int[]) order by id`,
  );
  return result.rows.map((r) => Number(r.id));
};

export type OrderPlaceRow = {
  id: number;
  companyId: number;
  createdByUserId: number | null;
  status: OrderStatus;
  isApproved: boolean;
  removed: boolean;
  industryIds: number[];
  scope: string | null;
  latitude: number;
  longitude: number;
};

/** An investment's place (the add-order form asks for recommendations before the order exists). */
export const findInvestmentPlace = async (
  db: Database,
  investmentId: number,
): Promise<{ latitude: number; longitude: number } | null> => {
  const result = await db.execute<{ latitude: number; longitude: number }>(sql`
    select latitude, longitude from investments where id = ${investmentId}`);
  const row = result.rows[0];
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
};

/** What an order's recommendations start from: its industries, scope and the investment's place. */
export const findOrderPlace = async (db: Database, orderId: number): Promise<OrderPlaceRow | null> => {
  const result = await db.execute<OrderPlaceRow>(sql`
    select o.id, o.company_id as "companyId", o.created_by_user_id as "createdByUserId", o.status,
           o.is_approved as "isApproved", o.removed, o.industry_ids as "industryIds", o.scope,
           i.latitude, i.longitude
      from orders o join investments i on i.id = o.investment_id
     where o.id = ${orderId}`);
  const row = result.rows[0];
  return row ? { ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
};
