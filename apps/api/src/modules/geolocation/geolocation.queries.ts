import { foldSearchText, PROVINCE_SHORTHANDS, type SearchTerms, searchWordsOf } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { likeContains, likePrefix } from '../../lib/sql-text.js';
import { foldedTextMatches, typedSearchTerms } from '../search/index.js';

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
 * Localities and voivodeships by the search rule (every typed word or one of its forms in the folded
 * name: 'Krakowie', 'Wroclawiu', 'Bielsko Biala'), on the fold_text(name) trigram index. A name equal
 * to what was typed (or to its base form: 'Łodzi' → 'Łódź') comes first, then names starting with the
 * first word, so the city 'Łódź' ranks before the voivodeship 'łódzkie'; then voivodeships, then
 * towns before villages and larger places first.
 */
export const searchLocations = async (
  db: Database,
  query: { text: string; size: number; countryCode: string; layers: ('locality' | 'region')[] },
): Promise<SuggestionRow[]> => {
  const terms = typedSearchTerms(query.text);
  if (!terms.length) return [];
  const wantLocality = query.layers.includes('locality');
  const wantRegion = query.layers.includes('region');
  const result = await db.execute<SuggestionRow>(sql`
    with region as (
      select 'region'::text as layer, p.id, p.name, p.latitude, p.longitude,
             null::int as district_id, null::text as district_name, p.id::int as province_id, p.name as province_name,
             c.code as country_code, c.name as country_name, c.shorthand as country_shorthand,
             ${matchRank(sql`p.name`, query.text, terms)} as match_rank, 0 as rank_group, true as is_town, 0::bigint as population
        from provinces p join countries c on c.code = 'PL'
       where ${wantRegion} and c.code = ${query.countryCode} and ${foldedTextMatches(sql`fold_text(p.name)`, terms)}
    ), locality as (
      select 'locality'::text as layer, l.id, l.name, l.latitude, l.longitude,
             d.id as district_id, d.name as district_name, p.id::int as province_id, p.name as province_name,
             c.code as country_code, c.name as country_name, c.shorthand as country_shorthand,
             ${matchRank(sql`l.name`, query.text, terms)} as match_rank, 1 as rank_group, l.is_town,
             coalesce(l.population, 0)::bigint as population
        from locations l
        join countries c on c.code = l.country_code
        left join districts d on d.id = l.district_id
        left join provinces p on p.id = l.province_id
       where ${wantLocality} and l.country_code = ${query.countryCode}
         and ${foldedTextMatches(sql`fold_text(l.name)`, terms)}
       order by match_rank, l.is_town desc, population desc, l.name
       limit ${query.size}
    )
    select * from (select * from region union all select * from locality) s
     order by match_rank, rank_group, is_town desc, population desc, name
     limit ${query.size}`);
  return result.rows;
};

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * 0: the name's words are the typed words (or, for one word, one of its forms); 1: the name starts
 * with the first word or one of its forms; 2: another word of the name does ('Kąty Wrocławskie');
 * 3: it is found inside a word ('Inowrocław').
 */
const matchRank = (name: SQL, text: string, terms: SearchTerms): SQL => {
  const words = searchWordsOf(foldSearchText(text)).slice(0, terms.length);
  const first = [words[0] ?? '', ...(terms[0] ?? [])];
  const exact = [...new Set([words.join(' '), ...(terms.length === 1 ? first.map(foldSearchText) : [])])];
  return sql`case when regexp_replace(fold_text(${name}), '[^[:alnum:]]+', ' ', 'g') = any(${textArray(exact)}) then 0
    when fold_text(${name}) like any(${textArray(first.map((form) => likePrefix(foldSearchText(form))))}) then 1
    when fold_text(${name}) like any(${textArray(first.flatMap((form) => [` ${form}`, `-${form}`].map((start) => likeContains(foldSearchText(start)))))}) then 2
    else 3 end`;
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
