import type { InvestmentCharacter, InvestmentType, OrderInvestment } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { nameMatches } from '../../lib/name-search.js';

type DetailRow = {
  id: number;
  name: string;
  city: string | null;
  road_end_city: string | null;
  picture_url: string | null;
  sector_id: number | null;
  sector_name: string | null;
  subsector_id: number | null;
  subsector_name: string | null;
  character: string;
  type: string;
  stage_id: number | null;
  stage_name: string | null;
  value_pln: string | number | null;
  description: string | null;
  construction_description: string | null;
  params: { label: string; value: string }[];
  latitude: number;
  longitude: number;
  archived: boolean;
  province_name: string | null;
  start_date: string | null;
  end_date: string | null;
};

const ref = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id: Number(id), name } : null;

/** One investment as the order card and the investment page show it, with the companies taking part. */
export const findInvestmentDetail = async (
  db: Database,
  id: number,
): Promise<(OrderInvestment & { provinceName: string | null }) | null> => {
  const result = await db.execute<DetailRow>(sql`
    select i.id, i.name, l.name as city, le.name as road_end_city, i.picture_url,
           s.id as sector_id, s.name as sector_name, ss.id as subsector_id, ss.name as subsector_name,
           i.character, i.type, st.id as stage_id, st.name as stage_name, i.value_pln, i.description,
           i.construction_description, i.params, i.latitude, i.longitude, i.archived, p.name as province_name,
           to_char(i.start_date, 'YYYY-MM-DD') as start_date, to_char(i.end_date, 'YYYY-MM-DD') as end_date
      from investments i
      left join locations l on l.id = i.location_id
      left join locations le on le.id = i.road_end_location_id
      left join sectors s on s.id = i.sector_id
      left join sectors ss on ss.id = i.subsector_id
      left join investment_stages st on st.id = i.stage_id
      left join provinces p on p.id = i.province_id
     where i.id = ${id}`);
  const row = result.rows[0];
  if (!row) return null;
  const companies = await db.execute<{
    id: number;
    name: string;
    role: string;
    industries: { id: number; name: string }[];
    value_pln: string | number | null;
  }>(sql`
    select c.id, c.name, min(ic.role) as role, sum(ic.value_pln) as value_pln,
           json_agg(json_build_object('id', ind.id, 'name', ind.title) order by ind.id) as industries
      from investment_companies ic
      join companies c on c.id = ic.company_id and not c.deleted
      join industries ind on ind.id = ic.industry_id
     where ic.investment_id = ${id}
     group by c.id, c.name
     order by polish_sort_key(c.name) collate "C"`);
  return {
    id: Number(row.id),
    name: row.name,
    city: row.city,
    roadEndCity: row.road_end_city,
    picture: row.picture_url,
    sector: ref(row.sector_id, row.sector_name),
    subsector: ref(row.subsector_id, row.subsector_name),
    character: row.character as InvestmentCharacter,
    type: row.type as InvestmentType,
    stage: ref(row.stage_id, row.stage_name),
    value: row.value_pln === null ? null : Number(row.value_pln),
    description: row.description,
    constructionDescription: row.construction_description,
    params: row.params ?? [],
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    archived: row.archived,
    provinceName: row.province_name,
    startDate: row.start_date,
    endDate: row.end_date,
    companies: companies.rows.map((c) => ({
      id: Number(c.id),
      name: c.name,
      role: c.role,
      industries: c.industries,
      value: c.value_pln === null ? null : Number(c.value_pln),
    })),
  };
};

type ListRow = {
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
  const byName = text ? sql`and ${nameMatches(sql`i.name`, sql`i.name_lemmas`, text)}` : sql``;
  const result = await db.execute<ListRow>(sql`
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
