import { type OrderSort, orderListQuerySchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findActorById } from '../../plugins/actor.queries.js';
import { useTestApp } from '../../test/use-test-app.js';
import { findOrderPage } from './order-list.queries.js';
import { resolveListFilter } from './order-list.service.js';
import { chooseTextMatch, estimateWordsShare } from './order-search-stats.js';

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
    let largest = 0;
    for (const search of ['budowa', 'żurawia', 'Wrocław', 'budowa szkoły', 'instalacji wod']) {
      for (const sort of sorts) {
        for (const login of ['klient', 'administrator']) {
          const { filter } = await filterAs(login, {
            search,
            sort,
            status: login === 'administrator' ? 'RELEASED,DRAFT,PLANNED' : 'RELEASED',
          });
          for (const page of [0, 1]) {
            const window = { sort, page, size: 10 };
            const byIndex = await findOrderPage(t.app.db, filter, window, { match: 'index' });
            const byRows = await findOrderPage(t.app.db, filter, window, { match: 'rows' });
            const label = `${login} '${search}' ${sort} page ${page}`;
            expect(
              byRows.rows.map((r) => r.id),
              label,
            ).toEqual(byIndex.rows.map((r) => r.id));
            expect(byRows.total, label).toBe(byIndex.total);
            largest = Math.max(largest, byIndex.total);
          }
        }
      }
    }
    expect(largest, 'a search with a second page').toBeGreaterThan(10);
  });
});
