import { PROVINCE_SHORTHANDS } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { likePrefix } from '../../lib/sql-text.js';

export type SuggestionRow = {
  layer: 'locality' | 'region';
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  district_id: number | null;
  district_name: string | null;
  province_id: number | null;
  province_name: string | null;
  country_code: string;
  country_name: string;
  country_shorthand: string;
};

/**
 * Diacritic-insensitive prefix search over localities and voivodeships. The locality branch uses
 * the fold_text(name) text_pattern_ops index; larger places come first.
 */
export const searchLocations = async (
  db: Database,
  query: { text: string; size: number; countryCode: string; layers: ('locality' | 'region')[] },
): Promise<SuggestionRow[]> => {
  const pattern = likePrefix(query.text);
  const wantLocality = query.layers.includes('locality');
  const wantRegion = query.layers.includes('region');
  const result = await db.execute<SuggestionRow>(sql`
    with region as (
      select 'region'::text as layer, p.id, p.name, p.latitude, p.longitude,
             null::int as district_id, null::text as district_name, p.id::int as province_id, p.name as province_name,
             c.code as country_code, c.name as country_name, c.shorthand as country_shorthand,
             0 as rank_group, 0::bigint as population
        from provinces p join countries c on c.code = 'PL'
       where ${wantRegion} and c.code = ${query.countryCode} and fold_text(p.name) like fold_text(${pattern})
    ), locality as (
      select 'locality'::text as layer, l.id, l.name, l.latitude, l.longitude,
             d.id as district_id, d.name as district_name, p.id::int as province_id, p.name as province_name,
             c.code as country_code, c.name as country_name, c.shorthand as country_shorthand,
             1 as rank_group, coalesce(l.population, 0)::bigint as population
        from locations l
        join countries c on c.code = l.country_code
        left join districts d on d.id = l.district_id
        left join provinces p on p.id = l.province_id
       where ${wantLocality} and l.country_code = ${query.countryCode}
         and fold_text(l.name) like fold_text(${pattern})
       order by l.is_town desc, l.population desc nulls last, l.name
       limit ${query.size}
    )
    select * from (select * from region union all select * from locality) s
     order by rank_group, population desc, name
     limit ${query.size}`);
  return result.rows;
};

export const provinceShorthand = (id: number | null): string =>
  id !== null && id >= 1 && id <= 16 ? (PROVINCE_SHORTHANDS[id - 1] ?? '') : '';

/** The admin location list: 20 per page, alphabetical, optional name filter; paginated in SQL. */
export const listLocations = async (db: Database, query: { page: number; size: number; search?: string }) => {
  const filter = query.search ? sql`where fold_text(l.name) like fold_text(${likePrefix(query.search)})` : sql``;
  const result = await db.execute<SuggestionRow & { total: string }>(sql`
    select 'locality'::text as layer, l.id, l.name, l.latitude, l.longitude,
           d.id as district_id, d.name as district_name, p.id::int as province_id, p.name as province_name,
           c.code as country_code, c.name as country_name, c.shorthand as country_shorthand,
           count(*) over () as total
      from locations l
      join countries c on c.code = l.country_code
      left join districts d on d.id = l.district_id
      left join provinces p on p.id = l.province_id
      ${filter}
     order by fold_text(l.name), l.id
     limit ${query.size} offset ${query.page * query.size}`);
  return { rows: result.rows, total: result.rows[0] ? Number(result.rows[0].total) : 0 };
};
