import { errorMessage, type OrderListItem, orderCountsSchema, orderPageSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import {
  createOrder,
  expectError,
  type Headers,
  type OrderContext,
  orderContext,
  validForm,
} from './order-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'administrator', 'dotowany'] });
const { klient, administrator: admin, dotowany } = t.headers;
let ctx: OrderContext;
let foreign: Headers;
let searchable: number;
let near: { locationId: number; farLocationId: number; provinceId: number };

beforeAll(async () => {
  ctx = await orderContext(t.app);
  foreign = await t.login(ctx.foreignUser.login);
  searchable = (
    await createOrder(
      t.app,
      klient,
      validForm(ctx, {
        description: '<p>Dostawa żurawia wieżowego i łącznika stalowego</p>',
        industries: [{ industryId: 402, workScopeNumber: 3, unit: 'szt.' }],
      }),
    )
  ).id;
  const place = await t.app.database.db.execute<{ location_id: number; province_id: number; far: number }>(sql`
    select i.location_id, i.province_id,
           (select l.id from locations l order by earth_distance(ll_to_earth(l.latitude, l.longitude),
              ll_to_earth(i.latitude, i.longitude)) desc limit 1) as far
      from investments i where i.id = ${ctx.investmentId}`);
  const row = place.rows[0]!;
  near = { locationId: Number(row.location_id), farLocationId: Number(row.far), provinceId: Number(row.province_id) };
});

const list = async (query: string, headers: Headers = klient, path = '/api/v2/orders') => {
  const response = await t.app.inject({ url: `${path}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return orderPageSchema.parse(response.json());
};
const ids = (page: { content: OrderListItem[] }) => page.content.map((o) => o.id);

describe('all orders', () => {
  it('shows RELEASED orders newest first by default, 10 a page', async () => {
    const page = await list('');
    expect(page.size).toBe(10);
    expect(page.content.every((o) => o.status === 'RELEASED')).toBe(true);
    const dates = page.content.map((o) => o.publishAt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list('page=1');
    expect(ids(second).some((id) => ids(page).includes(id))).toBe(false);
  });

  it('lets staff ask for every status and others only for ARCHIVED and RELEASED', async () => {
    expectError(
      await t.app.inject({ url: '/api/v2/orders?status=DRAFT', headers: klient }),
      403,
      'ORDER_STATUSES_FORBIDDEN',
    );
    expectError(
      await t.app.inject({ url: '/api/v2/orders/count/all?status=PLANNED', headers: foreign }),
      403,
      'ORDER_STATUSES_FORBIDDEN',
    );
    const drafts = await list('status=DRAFT', admin);
    expect(drafts.totalElements).toBeGreaterThan(0);
    expect(drafts.content.every((o) => o.status === 'DRAFT')).toBe(true);
    expect((await list('status=ARCHIVED,RELEASED')).content.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/v2/orders' })).statusCode).toBe(401);
  });

  it('refuses subsidised clients any page but the first, and sorts them by the nearest work date', async () => {
    expectError(
      await t.app.inject({ url: '/api/v2/orders?page=1', headers: dotowany }),
      400,
      'SUBSIDIZED_FIRST_PAGE_ONLY',
    );
    // the first page has the default size (10): a bigger one would show what later pages hold
    for (const url of ['/api/v2/orders?size=100', '/api/v2/orders?size=11', '/api/v2/orders/me?size=100']) {
      const bigger = await t.app.inject({ url, headers: dotowany });
      expectError(bigger, 400, 'SUBSIDIZED_FIRST_PAGE_ONLY');
      expect(bigger.json().message).toBe(errorMessage('SUBSIDIZED_FIRST_PAGE_ONLY'));
    }
    expect((await list('size=10', dotowany)).size).toBe(10);
    expect((await list('size=5', dotowany)).content.length).toBeLessThanOrEqual(5);
    expect((await list('size=100', klient)).size).toBe(100);
    const page = await list('', dotowany);
    const starts = page.content.map((o) => o.workDeadlineFrom ?? o.workDeadlineTo ?? '');
    expect([...starts].sort()).toEqual(starts);
  });

  it("drops a subsidised client's filters on others' order lists (spec 6), not on its own orders", async () => {
    const nothing = 'search=qqqniemazadnegozlecenia&workDeadlineFrom=2099-01';
    expect((await list(nothing, klient)).totalElements).toBe(0);
    const everything = await list('', dotowany);
    expect(everything.totalElements).toBeGreaterThan(0);
    expect(ids(await list(nothing, dotowany))).toEqual(ids(everything));
    const counts = await t.app.inject({ url: `/api/v2/orders/count/all?${nothing}`, headers: dotowany });
    const plain = await t.app.inject({ url: '/api/v2/orders/count/all', headers: dotowany });
    expect(counts.json()).toEqual(plain.json());
    expect((await list(nothing, dotowany, '/api/v2/orders/me')).totalElements).toBe(0);
  });

  it('finds orders by text with and without Polish letters', async () => {
    for (const text of ['żurawia wieżowego', 'zurawia wiezowego', 'ŁĄCZNIKA', 'lacznika']) {
      expect(ids(await list(`search=${encodeURIComponent(text)}`)), text).toContain(searchable);
    }
    expect(ids(await list(`search=${encodeURIComponent(ctx.investmentName.split(' ')[0]!)}`))).toContain(searchable);
    expect((await list('search=qqqxxzz')).totalElements).toBe(0);
  });

  it('filters by an industry parent (children included), scope and deadlines', async () => {
    expect(ids(await list('industryIds=4&size=100'))).toContain(searchable);
    expect(ids(await list('industryIds=402&size=100'))).toContain(searchable);
    expect(ids(await list('industryIds=5&size=100'))).not.toContain(searchable);
    expect(ids(await list('scopes=SERVICE&size=100'))).toContain(searchable);
    expect(ids(await list('scopes=DELIVERY&size=100'))).not.toContain(searchable);
    const order = (await list('search=zurawia')).content[0]!;
    const deadline = `offerDeadlineFrom=${order.offerDeadlineTo}&offerDeadlineTo=${order.offerDeadlineTo}`;
    expect(ids(await list(`${deadline}&size=100`))).toContain(searchable);
    expect(ids(await list(`workDeadlineFrom=2000-01&workDeadlineTo=2000-12`))).toEqual([]);
  });

  it('searches text within industries (tree) in one index lookup, a page past the end keeping the total', async () => {
    expect(ids(await list('search=zurawia&industryIds=4&size=100'))).toContain(searchable);
    expect(ids(await list(`search=${encodeURIComponent('Żur wieżow')}&industryIds=402&size=100`))).toContain(
      searchable,
    );
    expect(ids(await list('search=zurawia&industryIds=5&size=100'))).not.toContain(searchable);
    expect(ids(await list('search=zurawia%20qqqxxzz&industryIds=4&size=100'))).not.toContain(searchable);
    const outside = await createOrder(
      t.app,
      klient,
      validForm(ctx, {
        description: '<p>Dostawa kruszywa</p>',
        industries: [{ industryId: 1601, workScopeNumber: 1, unit: 't' }],
      }),
    );
    const all = await list('search=dostawa&size=100');
    const within = await list('search=dostawa&industryIds=4&size=100');
    expect(ids(all)).toContain(outside.id);
    expect(ids(within)).toContain(searchable);
    expect(all.totalElements).toBeLessThanOrEqual(100);
    expect(ids(within)).toEqual(
      ids(all).filter((id) =>
        all.content.find((o) => o.id === id)!.industries.some((i) => i.id === 4 || Math.floor(i.id / 100) === 4),
      ),
    );
    expect(within.content.length).toBeGreaterThan(0);
    expect(within.totalElements).toBe(within.content.length);
    const past = await list('search=dostawa&industryIds=4&page=50');
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(within.totalElements);
  });

  it('filters by location, province and distance around one city', async () => {
    expect(ids(await list(`locationIds=${near.locationId}&size=100`))).toContain(searchable);
    expect(ids(await list(`provinceIds=${near.provinceId}&size=100`))).toContain(searchable);
    expect(ids(await list(`locationIds=${near.farLocationId}&distance=5&size=100`))).not.toContain(searchable);
    expect(ids(await list(`locationIds=${near.farLocationId}&distance=9999&size=100`))).toContain(searchable);
    expect(ids(await list(`locationIds=${near.locationId}&distance=5&size=100`))).toContain(searchable);
    const many = Array.from({ length: 17 }, (_, i) => i + 1).join(',');
    expect((await t.app.inject({ url: `/api/v2/orders?locationIds=${many}`, headers: klient })).statusCode).toBe(400);
  });

  it("follows the investment's province (kept on the order by the database, migration 0014)", async () => {
    const db = t.app.database.db;
    const other = near.provinceId === 1 ? 2 : 1;
    await db.execute(sql`update investments set province_id = ${other} where id = ${ctx.investmentId}`);
    try {
      expect(ids(await list(`search=żurawia&provinceIds=${other}&size=100`))).toContain(searchable);
      expect(ids(await list(`search=żurawia&provinceIds=${near.provinceId}&size=100`))).not.toContain(searchable);
    } finally {
      await db.execute(sql`update investments set province_id = ${near.provinceId} where id = ${ctx.investmentId}`);
    }
    expect(ids(await list(`search=żurawia&provinceIds=${near.provinceId}&size=100`))).toContain(searchable);
    const stale = await db.execute<{ n: string }>(sql`
      select count(*) as n from orders o join investments i on i.id = o.investment_id
       where o.province_id is distinct from i.province_id`);
    expect(Number(stale.rows[0]?.n)).toBe(0);
  });

  it('lists the orders of one investment (the investment page)', async () => {
    const page = await list(`investmentIds=${ctx.investmentId}&status=RELEASED,ARCHIVED&size=100`);
    expect(ids(page)).toContain(searchable);
    expect(page.content.every((o) => o.investment.id === ctx.investmentId)).toBe(true);
    const counts = await t.app.database.db.execute<{ n: string }>(sql`
      select count(*) as n from orders
       where investment_id = ${ctx.investmentId} and not removed
         and (status in ('RELEASED', 'ARCHIVED') or (status = 'PLANNED' and publish_at <= now()))
         and not visible_to_industry_users_only`);
    expect(page.totalElements).toBeGreaterThanOrEqual(Number(counts.rows[0]!.n));
  });

  it("filters by my company's industries", async () => {
    const industries = await t.app.database.db.execute<{ id: number }>(sql`
      select distinct industry_id as id from investment_companies where company_id = ${ctx.foreignUser.companyId}`);
    const own = new Set(industries.rows.map((r) => Number(r.id)));
    const page = await list('byIndustries=true&size=100', foreign);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((o) => o.industries.some((i) => own.has(i.id) || own.has(Math.floor(i.id / 100))))).toBe(
      true,
    );
  });

  it('counts agree with the lists for the same filters', async () => {
    for (const [headers, scope, filters] of [
      [admin, 'all', 'search=a'],
      [klient, 'all', 'industryIds=4'],
      [klient, 'all', 'search=instalacji&industryIds=4,7&scopes=SERVICE'],
      [foreign, 'all', 'search=a&byIndustries=true'],
      [klient, 'me', ''],
    ] as const) {
      const response = await t.app.inject({ url: `/api/v2/orders/count/${scope}?${filters}`, headers });
      const counts = orderCountsSchema.parse(response.json());
      for (const { status, count } of counts) {
        const path = scope === 'me' ? '/api/v2/orders/me' : '/api/v2/orders';
        expect((await list(`${filters}&status=${status}`, headers, path)).totalElements, `${scope} ${status}`).toBe(
          count,
        );
      }
    }
  });

  it("keeps the counts of all orders until the orders change (list total included), never a company's own", async () => {
    const count = async (scope: 'all' | 'me') => {
      const response = await t.app.inject({ url: `/api/v2/orders/count/${scope}?industryIds=4`, headers: klient });
      return orderCountsSchema.parse(response.json()).find((c) => c.status === 'RELEASED')!.count;
    };
    const before = { all: await count('all'), me: await count('me') };
    const listed = (await list('industryIds=4&status=RELEASED')).totalElements;
    // a change behind the API's back (no order write call) shows too: the database tells every instance
    // (NOTIFY orders_changed at commit, modules/orders/order-changes.ts) ...
    const [hidden] = (
      await t.app.db.execute<{ id: number }>(sql`
        update orders set removed = true
         where id = (select o.id from orders o join order_industries oi on oi.order_id = o.id
                      where o.status = 'RELEASED' and not o.removed and o.company_id = ${ctx.companyId}
                        and oi.industry_id between 400 and 499 limit 1)
        returning id`)
    ).rows;
    expect(hidden).toBeDefined();
    expect(await count('me')).toBe(before.me - 1);
    await expect.poll(() => count('all'), { timeout: 5_000, interval: 100 }).toBe(before.all - 1);
    expect((await list('industryIds=4&status=RELEASED')).totalElements).toBe(listed - 1);
    // ... and an order written through the API shows at once
    await createOrder(
      t.app,
      klient,
      validForm(ctx, { industries: [{ industryId: 402, workScopeNumber: 1, unit: 'kpl' }] }),
    );
    expect(await count('all')).toBe(before.all);
    expect(await count('me')).toBe(before.me);
    expect((await list('industryIds=4&status=RELEASED')).totalElements).toBe(listed);
    await t.app.db.execute(sql`update orders set removed = false where id = ${hidden!.id}`);
  });

  it('hides orders visible to industry users only from companies outside their industries', async () => {
    const restricted = await createOrder(
      t.app,
      klient,
      validForm(ctx, {
        visibleToIndustryUsersOnly: true,
        industries: [{ industryId: 1601, workScopeNumber: 1, unit: 'kpl' }],
      }),
    );
    expect(ids(await list('size=100&search=instalacji', foreign))).not.toContain(restricted.id);
    expect(ids(await list('size=100&search=instalacji', klient))).toContain(restricted.id);
    // its creator sees it wherever they work now, in the list as on the card
    await t.app.db.execute(
      sql`update orders set created_by_user_id = ${ctx.foreignUser.id} where id = ${restricted.id}`,
    );
    expect(ids(await list('size=100&search=instalacji', foreign))).toContain(restricted.id);
    expect((await t.app.inject({ url: `/api/v2/orders/${restricted.id}`, headers: foreign })).statusCode).toBe(200);
  });
});

describe('my orders', () => {
  it("lists my company's orders, RELEASED and PLANNED by default, every status on request", async () => {
    const page = await list('size=100', klient, '/api/v2/orders/me');
    expect(
      page.content.every((o) => o.company.id === ctx.companyId && ['RELEASED', 'PLANNED'].includes(o.status)),
    ).toBe(true);
    expect(page.content.every((o) => o.userAllowedToEdit)).toBe(true);
    const all = await list('size=100&status=DRAFT,ARCHIVED', klient, '/api/v2/orders/me');
    expect(new Set(all.content.map((o) => o.status))).toEqual(new Set(['DRAFT', 'ARCHIVED']));
    const unapproved = await list('isApproved=false&status=RELEASED,PLANNED', klient, '/api/v2/orders/me');
    expect(unapproved.totalElements).toBeGreaterThan(0);
    expect(
      (await list('size=100', foreign, '/api/v2/orders/me')).content.some((o) => o.company.id === ctx.companyId),
    ).toBe(false);
  });
});
