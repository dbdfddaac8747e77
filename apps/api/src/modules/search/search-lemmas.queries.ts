import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** The searched names stored with their lemmas: the table, the name's column and the lemmas' column. */
export const NAMES_WITH_LEMMAS = [
  { table: 'companies', name: 'name', lemmas: 'name_lemmas' },
  { table: 'investments', name: 'name', lemmas: 'name_lemmas' },
  { table: 'articles', name: 'title', lemmas: 'title_lemmas' },
] as const;
type NamesWithLemmas = (typeof NAMES_WITH_LEMMAS)[number];

/** Names with no lemmas computed yet (rows saved before migration 0012, article titles before 0037). */
export const findNamesWithoutLemmas = async (db: Database, names: NamesWithLemmas, limit: number) =>
  (
    await db.execute<{ id: number; name: string }>(
      sql`select id, ${sql.identifier(names.name)} as name from ${sql.identifier(names.table)}
           where ${sql.identifier(names.lemmas)} is null order by id limit ${limit}`,
    )
  ).rows;

export const storeNameLemmas = (db: Database, names: NamesWithLemmas, rows: { id: number; lemmas: string }[]) =>
  db.execute(sql`update ${sql.identifier(names.table)} t set ${sql.identifier(names.lemmas)} = x.lemmas
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(id int, lemmas text) where t.id = x.id`);

/** The texts an order's search text is made of (as orderColumns in order-values.ts), for orders not yet lemmatised. */
export const findOrderTextsWithoutLemmas = async (db: Database, limit: number) =>
  (
    await db.execute<{ id: number; text: string; description: string | null }>(sql`
      select o.id, o.description,
             concat_ws(' ', i.name, l.name, le.name,
               (select string_agg(ind.title || ' ' || coalesce(oi.description, ''), ' ')
                  from order_industries oi join industries ind on ind.id = oi.industry_id where oi.order_id = o.id),
               (select string_agg(t, ' ') from jsonb_array_elements_text(o.technology -> 'producerPreference') t),
               (select string_agg(t, ' ') from jsonb_array_elements_text(o.technology -> 'technologyPreference') t)) as text
        from orders o
        join investments i on i.id = o.investment_id
        left join locations l on l.id = i.location_id
        left join locations le on le.id = i.road_end_location_id
       where not o.search_lemmatised
       order by o.id limit ${limit}`)
  ).rows;

export const storeOrderSearchTexts = (db: Database, rows: { id: number; text: string }[]) =>
  db.execute(sql`update orders o set search_text = fold_text(x.text), search_lemmatised = true
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(id int, text text) where o.id = x.id`);
