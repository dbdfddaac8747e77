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
