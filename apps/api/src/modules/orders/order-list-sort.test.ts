import { orderPageSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { createOrder, type OrderContext, orderContext, validForm } from './order-test-helpers.js';

const t = useTestApp({ logins: ['klient'] });
const { klient } = t.headers;
let ctx: OrderContext;

beforeAll(async () => {
  ctx = await orderContext(t.app);
});

const myOrders = async (query: string) => {
  const response = await t.app.inject({ url: `/api/v2/orders/me?size=100&${query}`, headers: klient });
  expect(response.statusCode, response.body).toBe(200);
  return orderPageSchema.parse(response.json()).content;
};

describe('sorting lists that hold drafts (dates may be empty)', () => {
  it('puts an order without the sorted date after the dated ones, in descending sorts too', async () => {
    const draft = await createOrder(t.app, klient, { investmentId: ctx.investmentId }, '/api/v2/orders/draft');
    const published = await createOrder(t.app, klient, validForm(ctx));
    for (const sort of [
      'PUBLISH_DATE_NEWEST',
      'PUBLISH_DATE_OLDEST',
      'OFFER_DEADLINE_FARTHEST',
      'OFFER_DEADLINE_NEAREST',
    ]) {
      const rows = await myOrders(`status=DRAFT,RELEASED,PLANNED&sort=${sort}`);
      const ids = rows.map((row) => row.id);
      expect(ids.indexOf(published.id), sort).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(draft.id), sort).toBeGreaterThan(ids.indexOf(published.id));
    }
  });
});

describe('lists of several statuses (each status walked on its own, then merged)', () => {
  it('pages through the same orders in the same order as one page holding them all, in every sort', async () => {
    await createOrder(t.app, klient, { investmentId: ctx.investmentId }, '/api/v2/orders/draft');
    const archived = await createOrder(t.app, klient, validForm(ctx));
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/orders/${archived.id}/delete-reason`,
      headers: klient,
      payload: { reason: 'EXPIRED' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await createOrder(t.app, klient, validForm(ctx));
    const statuses = 'status=DRAFT,PLANNED,RELEASED,ARCHIVED';
    for (const sort of ['PUBLISH_DATE_NEWEST', 'PUBLISH_DATE_OLDEST', 'WORK_DATE_FARTHEST', 'OFFER_DEADLINE_NEAREST']) {
      const all = (await myOrders(`${statuses}&sort=${sort}`)).map((row) => row.id);
      expect(new Set((await myOrders(`${statuses}&sort=${sort}`)).map((row) => row.status)).size, sort).toBe(4);
      const paged: number[] = [];
      for (let page = 0; paged.length < all.length; page++) {
        const response = await t.app.inject({
          url: `/api/v2/orders/me?${statuses}&sort=${sort}&size=2&page=${page}`,
          headers: klient,
        });
        const rows = orderPageSchema.parse(response.json());
        expect(rows.totalElements).toBe(all.length);
        if (!rows.content.length) break;
        paged.push(...rows.content.map((row) => row.id));
      }
      expect(paged, sort).toEqual(all);
    }
  });
});
