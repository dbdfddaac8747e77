import { ORDER_COUNT_CAP, orderCountsSchema, orderPageSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Counts stop at ORDER_COUNT_CAP (a common word's exact counts read every match at 1M
 * orders): past it a status answers the cap with `capped`, and a list's total stops at the cap.
 */
const t = useTestApp({ logins: ['klient'] });
const WORD = 'kapitelu';

beforeAll(async () => {
  const company = await buildCompany(t.app.db);
  const order = await buildOrder(t.app.db, {
    companyId: company.id,
    description: `<p>Renowacja ${WORD} kolumny</p>`,
  });
  await buildOrder(t.app.db, {
    companyId: company.id,
    description: `<p>Odbudowa ${WORD} i gzymsu</p>`,
    status: 'ARCHIVED',
    deletedReason: 'EXPIRED',
  });
  // ORDER_COUNT_CAP more copies of the released one: every column but the id
  const columns = await t.app.db.execute<{ list: string }>(sql`
    select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
      from information_schema.columns
     where table_name = 'orders' and column_name <> 'id' and is_generated = 'NEVER'`);
  const list = sql.raw(columns.rows[0]!.list);
  await t.app.db.execute(sql`
    insert into orders (${list}) select ${list} from orders, generate_series(1, ${ORDER_COUNT_CAP})
     where id = ${order.id}`);
});

describe('order counts past the cap', () => {
  it('answers the cap and capped for a status past it, the exact count below it', async () => {
    const res = await t.app.inject({ url: `/api/v2/orders/count/all?search=${WORD}`, headers: t.headers.klient });
    expect(res.statusCode, res.body).toBe(200);
    const counts = orderCountsSchema.parse(res.json());
    expect(counts.find((c) => c.status === 'RELEASED')).toEqual({
      status: 'RELEASED',
      count: ORDER_COUNT_CAP,
      capped: true,
    });
    expect(counts.find((c) => c.status === 'ARCHIVED')).toEqual({ status: 'ARCHIVED', count: 1, capped: false });
  });

  it('stops a list total at the cap and still pages through it', async () => {
    const res = await t.app.inject({
      url: `/api/v2/orders?search=${WORD}&status=RELEASED,ARCHIVED&page=3`,
      headers: t.headers.klient,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = orderPageSchema.parse(res.json());
    expect(page.totalElements).toBe(ORDER_COUNT_CAP);
    expect(page.content).toHaveLength(10);
  });
});
