import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Sample records for anonymous and free users (spec 2.3 'sample investments', 'sample orders').
 * decision: chosen by a rule, not by a staff flag, so the samples stay real and current without
 * anyone's work: the largest current investments with at least two companies taking part, one per
 * voivodeship; and the newest open orders published for everyone, one per company. The rule reads a
 * bounded head of each table (the 300 largest, the 300 newest), so its cost does not grow with them.
 */
export type SampleInvestmentRow = {
  id: number;
  name: string;
  city: string | null;
  province_name: string | null;
  stage_name: string | null;
  value_pln: string | null;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
  participants: { companyId: number; companyName: string; role: string; industry: string }[] | null;
};

export const findSampleInvestments = async (db: Database, count: number) =>
  (
    await db.execute<SampleInvestmentRow>(sql`
      with head as (
        select i.* from investments i
         where not i.archived and coalesce(i.stage_id, 0) not in (13, 14, 15, 16) and i.value_pln is not null
         order by i.value_pln desc limit 300),
      chosen as (
        select distinct on (h.province_id) h.* from head h
         where (select count(distinct ic.company_id) from investment_companies ic where ic.investment_id = h.id) >= 2
         order by h.province_id, h.value_pln desc)
      select c.id, c.name, l.name as city, p.name as province_name, st.name as stage_name, c.value_pln,
             c.start_date::text, c.end_date::text, c.description,
             (select json_agg(x) from (
                select ic.company_id as "companyId", co.name as "companyName", ic.role, ind.title as industry
                  from investment_companies ic
                  join companies co on co.id = ic.company_id and not co.deleted
                  join industries ind on ind.id = ic.industry_id
                 where ic.investment_id = c.id
                 order by ic.value_pln desc nulls last, co.name limit 8) x) as participants
        from chosen c
        left join locations l on l.id = c.location_id
        left join provinces p on p.id = c.province_id
        left join investment_stages st on st.id = c.stage_id
       order by c.value_pln desc
       limit ${count}`)
  ).rows;

export type SampleOrderRow = {
  id: number;
  investment_name: string;
  city: string | null;
  company_id: number;
  company_name: string;
  industries: string[] | null;
  scope: string | null;
  description: string | null;
  offer_deadline_to: string | null;
  work_deadline_from: string | null;
  work_deadline_to: string | null;
};

export const findSampleOrders = async (db: Database, count: number) =>
  (
    await db.execute<SampleOrderRow>(sql`
      with head as (
        select o.* from orders o
         where o.status = 'RELEASED' and o.is_approved and not o.removed and not o.visible_to_industry_users_only
           and (o.offer_deadline_to is null or o.offer_deadline_to >= current_date)
         order by o.id desc limit 300),
      chosen as (select distinct on (h.company_id) h.* from head h order by h.company_id, h.id desc)
      select c.id, i.name as investment_name, l.name as city, c.company_id, co.name as company_name,
             (select array_agg(ind.title order by ind.title) from industries ind where ind.id = any(c.industry_ids))
               as industries,
             c.scope, c.description, c.offer_deadline_to::text, c.work_deadline_from::text, c.work_deadline_to::text
        from chosen c
        join investments i on i.id = c.investment_id
        join companies co on co.id = c.company_id and not co.deleted
        left join locations l on l.id = i.location_id
       order by c.id desc
       limit ${count}`)
  ).rows;
