import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The public pages' SQL. An investment is current while it is not archived and its stage is not
 * 13-16 (finished, post-completion works, held, abandoned: spec 4's stages).
 */
const CURRENT = sql`not i.archived and coalesce(i.stage_id, 0) not in (13, 14, 15, 16)`;

/** A town's address segment, as citySlug() of the contract writes it (index locations_town_slug_idx). */
export const SLUG_SQL = sql`trim(both '-' from regexp_replace(fold_text(l.name), '[^a-z0-9]+', '-', 'g'))`;

export type CityRow = { slug: string; name: string; province_name: string | null; count: number };

/** Towns by their number of current investments (investments_location_idx per town). */
export const findCitiesWithInvestments = async (db: Database, limit: number) =>
  (
    await db.execute<CityRow>(sql`
      select ${SLUG_SQL} as slug, l.name, p.name as province_name, c.count
        from (select i.location_id, count(*)::int as count from investments i
               where ${CURRENT} and i.location_id is not null group by i.location_id) c
        join locations l on l.id = c.location_id and l.is_town
        left join provinces p on p.id = l.province_id
       order by c.count desc, l.population desc nulls last, l.id
       limit ${limit}`)
  ).rows.map((r) => ({ ...r, count: Number(r.count) }));

/** The town of a slug: the most populous of that name. */
export const findCityBySlug = async (db: Database, slug: string) =>
  (
    await db.execute<{ id: number; name: string; province_name: string | null }>(sql`
      select l.id, l.name, p.name as province_name
        from locations l left join provinces p on p.id = l.province_id
       where l.is_town and ${SLUG_SQL} = ${slug}
       order by l.population desc nulls last, l.id limit 1`)
  ).rows[0] ?? null;

export type CityInvestmentRow = {
  id: number;
  name: string;
  stage_name: string | null;
  value_pln: string | null;
  total: number;
};

/** The town's current investments, largest first. */
export const findCityInvestments = async (db: Database, locationId: number, limit: number) =>
  (
    await db.execute<CityInvestmentRow>(sql`
      select i.id, i.name, st.name as stage_name, i.value_pln, (count(*) over ())::int as total
        from investments i left join investment_stages st on st.id = i.stage_id
       where i.location_id = ${locationId} and ${CURRENT}
       order by i.value_pln desc nulls last, i.id
       limit ${limit}`)
  ).rows;
