import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The orders in the table and the estimated share holding all the words, from PostgreSQL's
 * statistics of the word index (see estimateWordsShare in order-search-stats.ts).
 */
export const findWordsShare = async (db: Database, words: string[][]): Promise<{ orders: number; share: number }> => {
  const result = await db.execute<{ orders: number | string | null; share: number | string | null }>(sql`
    with stats as (
      select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs
        from pg_stats s
       where s.schemaname = current_schema() and s.tablename = 'orders_search_facets_idx'
       limit 1),
    words as (select distinct fold_text(w) as word, t.n from unnest(${`{${words.map((forms) => forms.join(' ')).join(',')}}`}::text[])
                with ordinality t(forms, n), regexp_split_to_table(t.forms, ' ') w),
    shares as (
      select least(1, sum(coalesce((select sum(st.freqs[e.n]) from stats st, unnest(st.elems) with ordinality e(elem, n)
                                     where left(e.elem, length(w.word)) = w.word), 0))) as share
        from words w group by w.n)
    select (select greatest(c.reltuples, 0) from pg_class c where c.oid = 'orders'::regclass) as orders,
           (select case when count(*) = 0 or bool_or(share = 0) then 0 else exp(sum(ln(greatest(share, 1e-9)))) end from shares) as share`);
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), share: Number(row?.share ?? 0) };
};

/** The share of the orders in these provinces, from the statistics of `orders.province_id` (0 without them). */
export const findProvincesShare = async (db: Database, provinceIds: number[]): Promise<number> => {
  const result = await db.execute<{ share: number | string | null }>(sql`
    select sum(u.freq) as share
      from pg_stats s, unnest(s.most_common_vals::text::int[], s.most_common_freqs) u(province_id, freq)
     where s.schemaname = current_schema() and s.tablename = 'orders' and s.attname = 'province_id'
       and u.province_id = any(${`{${provinceIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
  return Number(result.rows[0]?.share ?? 0);
};

/** The highest code point: a prefix's words are the keys from the prefix up to the prefix followed by it ("C" order). */
const AFTER_EVERY_WORD = String.fromCodePoint(0x10ffff);

/**
 * For each form (letters and digits), the form as the word index holds words (`folded`: fold_text, then
 * the 'simple' parser; null when that does not give exactly one word) and the words of the order texts
 * it starts (`order_search_lexemes`, migration 0029), at most `max + 1` of them so that a form starting
 * more than `max` is told apart.
 */
export const findFormLexemes = async (
  db: Database,
  forms: string[],
  max: number,
): Promise<{ form: string; folded: string | null; lexemes: string[] }[]> => {
  const result = await db.execute<{ form: string; folded: string | null; lexemes: string[] }>(sql`
    select f.form, f.folded,
           array(select l.lexeme from order_search_lexemes l
                  where l.lexeme >= f.folded and l.lexeme < f.folded || ${AFTER_EVERY_WORD}
                  order by l.lexeme limit ${max + 1}) as lexemes
      from (select t.form,
                   (select case when count(*) = 1 then min(w) end collate "C"
                      from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, fold_text(t.form)))) w) as folded
              from unnest(${`{${forms.join(',')}}`}::text[]) t(form)) f`);
  return result.rows;
};
