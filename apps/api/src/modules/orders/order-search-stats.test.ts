import { type OrderSort, orderListQuerySchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findActorById } from '../../plugins/actor.queries.js';
import { useTestApp } from '../../test/use-test-app.js';
import { findOrderPage } from './order-list.queries.js';
import { resolveListFilter } from './order-list.service.js';
import {
  cheaperTextMatch,
  chooseTextMatch,
  EXACT_WORDS_MAX,
  estimateWordsShare,
  searchLexemesOf,
} from './order-search-stats.js';

const t = useTestApp();

beforeAll(async () => {
  await t.app.db.execute(sql`analyze orders`);
});

const filterAs = async (login: string, query: Record<string, string>) => {
  const id = (await t.app.db.execute<{ id: number }>(sql`select id from users where login = ${login}`)).rows[0]!.id;
  const actor = await findActorById(t.app.db, Number(id));
  return resolveListFilter(t.app, actor!, orderListQuerySchema.parse(query), 'all');
};

describe('very common search words', () => {
  it('estimates the share of orders holding the words from the statistics of the word index', async () => {
    const top = await t.app.db.execute<{ elem: string }>(sql`
      select e.elem from pg_stats s, unnest(s.most_common_elems::text::text[]) with ordinality e(elem, n)
       where s.tablename = 'orders_search_facets_idx' and e.elem not like '#%'
       order by s.most_common_elem_freqs[e.n] desc limit 1`);
    const common = top.rows[0]!.elem;
    const estimate = await estimateWordsShare(t.app, [[common]]);
    expect(estimate.orders).toBeGreaterThan(0);
    expect(estimate.share).toBeGreaterThan(0.2);
    expect((await estimateWordsShare(t.app, [['qqzzxxyy']])).share).toBe(0);
    expect((await estimateWordsShare(t.app, [[common], ['qqzzxxyy']])).share).toBe(0);
    // A small table keeps the word index whatever the words.
    expect(await chooseTextMatch(t.app, (await filterAs('klient', { search: common })).filter)).toBe('index');
  });

  it('finds the same page and total whether the words are matched on the index or on the rows', async () => {
    const sorts: OrderSort[] = ['PUBLISH_DATE_NEWEST', 'OFFER_DEADLINE_FARTHEST', 'WORK_DATE_NEAREST'];
    // the two provinces with most orders: the word index answers words within them (migration 0031)
    const provinces = (
      await t.app.db.execute<{ province_id: number }>(
        sql`select province_id from orders where province_id is not null group by 1 order by count(*) desc limit 2`,
      )
    ).rows.map((r) => r.province_id);
    let largest = 0;
    let largestInProvinces = 0;
    for (const search of ['budowa', 'żurawia', 'Wrocław', 'budowa szkoły', 'instalacji wod']) {
      for (const [sort, login, provinceIds] of sorts.flatMap((sort) =>
        ['klient', 'administrator'].flatMap((login) => [
          [sort, login, undefined] as const,
          [sort, login, provinces.join(',')] as const,
        ]),
      )) {
        {
          const { filter } = await filterAs(login, {
            search,
            sort,
            status: login === 'administrator' ? 'RELEASED,DRAFT,PLANNED' : 'RELEASED,ARCHIVED',
            ...(provinceIds ? { provinceIds } : {}),
          });
          expect(filter.searchLexemes, search).toBeDefined();
          for (const page of [0, 1]) {
            const window = { sort, page, size: 10 };
            const byIndex = await findOrderPage(t.app.db, filter, window, { match: 'index' });
            const byRows = await findOrderPage(t.app.db, filter, window, { match: 'rows' });
            // every form as a prefix, as the words were asked before the vocabulary (migration 0029)
            const byPrefix = await findOrderPage(t.app.db, { ...filter, searchLexemes: undefined }, window);
            const label = `${login} '${search}' ${sort} page ${page} provinces ${provinceIds ?? '-'}`;
            for (const other of [byRows, byPrefix]) {
              expect(
                other.rows.map((r) => r.id),
                label,
              ).toEqual(byIndex.rows.map((r) => r.id));
              expect(other.total, label).toBe(byIndex.total);
            }
            if (provinceIds) largestInProvinces = Math.max(largestInProvinces, byIndex.total);
            else largest = Math.max(largest, byIndex.total);
          }
        }
      }
    }
    expect(largest, 'a search with a second page').toBeGreaterThan(10);
    expect(largestInProvinces, 'a search in provinces that finds orders').toBeGreaterThan(2);
  });

  it('walks a sort index for a page only where testing rows costs less than gathering every match', () => {
    const orders = 1_000_000;
    // a quarter of the orders, everywhere or in two provinces: the walk meets a page at once
    expect(cheaperTextMatch({ orders, share: 0.25, place: 1, reach: 10 })).toBe('rows');
    expect(cheaperTextMatch({ orders, share: 0.25, place: 0.125, reach: 40 })).toBe('rows');
    // a word of one region in another province: the walk would test ~10,000 rows
    expect(cheaperTextMatch({ orders, share: 0.015, place: 0.0625, reach: 10 })).toBe('index');
    // deeper pages walk further
    expect(cheaperTextMatch({ orders, share: 0.02, place: 1, reach: 10 })).toBe('rows');
    expect(cheaperTextMatch({ orders, share: 0.02, place: 1, reach: 500 })).toBe('index');
    expect(cheaperTextMatch({ orders, share: 0, place: 1, reach: 10 })).toBe('index');
  });
});

describe('the words of the order texts (migration 0029)', () => {
  const orderText = async (id: number) =>
    (await t.app.db.execute<{ search_text: string }>(sql`select search_text from orders where id = ${id}`)).rows[0]!
      .search_text;
  const releasedOrderId = async () =>
    Number(
      (
        await t.app.db.execute<{ id: number }>(
          sql`select id from orders where status = 'RELEASED' and not removed and not visible_to_industry_users_only order by id limit 1`,
        )
      ).rows[0]!.id,
    );

  it('keeps the words of every saved text, so a typed word is asked as the exact words it starts', async () => {
    const id = await releasedOrderId();
    const before = await orderText(id);
    await t.app.db.execute(sql`update orders set search_text = search_text || ' zzyzxowy zzyzxami' where id = ${id}`);
    try {
      const { filter } = await filterAs('klient', { search: 'Zzyzx', status: 'RELEASED' });
      expect(filter.searchLexemes).toEqual([{ exact: ['zzyzxami', 'zzyzxowy'], prefixes: [] }]);
      const page = await findOrderPage(t.app.db, filter, { sort: 'PUBLISH_DATE_NEWEST', page: 0, size: 10 });
      expect(page.rows.map((r) => r.id)).toEqual([id]);
      expect(page.total).toBe(1);
    } finally {
      await t.app.db.execute(sql`update orders set search_text = ${before} where id = ${id}`);
    }
  });

  it('finds nothing at once for a word that starts no word of any order', async () => {
    const { filter } = await filterAs('klient', { search: 'budowa qqzzxxyy' });
    expect(filter.searchLexemes?.[1]).toEqual({ exact: [], prefixes: [] });
    const page = await findOrderPage(t.app.db, filter, { sort: 'PUBLISH_DATE_NEWEST', page: 0, size: 10 });
    expect(page).toEqual({ rows: [], total: 0 });
  });

  it('asks a form that starts more words than the limit as a prefix, and still finds every order', async () => {
    const many = Array.from({ length: EXACT_WORDS_MAX + 1 }, (_, i) => `qqpref${String(i).padStart(3, '0')}`);
    await t.app.db.execute(
      sql`insert into order_search_lexemes (lexeme) select unnest(${`{${many.join(',')}}`}::text[])`,
    );
    const id = await releasedOrderId();
    const before = await orderText(id);
    await t.app.db.execute(sql`update orders set search_text = search_text || ' qqprefiks' where id = ${id}`);
    try {
      expect(await searchLexemesOf(t.app, [['qqpref']])).toEqual([{ exact: [], prefixes: ['qqpref'] }]);
      const { filter } = await filterAs('klient', { search: 'qqpref', status: 'RELEASED' });
      const page = await findOrderPage(t.app.db, filter, { sort: 'PUBLISH_DATE_NEWEST', page: 0, size: 10 });
      expect(page.rows.map((r) => r.id)).toEqual([id]);
    } finally {
      await t.app.db.execute(sql`update orders set search_text = ${before} where id = ${id}`);
      await t.app.db.execute(sql`delete from order_search_lexemes where lexeme like 'qqpref%'`);
    }
  });
});
