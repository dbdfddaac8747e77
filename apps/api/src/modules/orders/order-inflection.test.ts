import { type OrderListItem, orderPageSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { createOrder, type OrderContext, orderContext, validForm } from './order-test-helpers.js';

const t = useTestApp({ logins: ['klient'] });
const { klient } = t.headers;
let ctx: OrderContext;
let roof: number;
let hall: number;

beforeAll(async () => {
  ctx = await orderContext(t.app);
  const order = async (description: string) =>
    (await createOrder(t.app, klient, validForm(ctx, { description: `<p>${description}</p>` }))).id;
  roof = await order('Montaż konstrukcji stalowej hali i naprawa dachu');
  hall = await order('Nowa hala magazynowa: elewacja z płyt warstwowych');
});

const found = async (search: string, more = '') => {
  const response = await t.app.inject({
    url: `/api/v2/orders?size=100&search=${encodeURIComponent(search)}${more}`,
    headers: klient,
  });
  expect(response.statusCode, response.body).toBe(200);
  return orderPageSchema.parse(response.json()).content.map((o: OrderListItem) => o.id);
};

describe('order search in Polish inflected forms', () => {
  it('finds an order by another case of its words', async () => {
    expect(await found('hala')).toContain(roof);
    expect(await found('hali')).toContain(hall);
    expect(await found('dach')).toContain(roof);
    expect(await found('dachy')).toContain(roof);
    expect(await found('elewacji')).toContain(hall);
    expect(await found('hale magazynowe')).toContain(hall);
    expect(await found('hala dach')).toEqual(expect.arrayContaining([roof]));
    expect(await found('hala dach')).not.toContain(hall);
  });

  it('keeps prefixes of partly typed words and words without Polish letters', async () => {
    expect(await found('elewa')).toContain(hall);
    expect(await found('plyt')).toContain(hall);
    expect(await found('stalowa')).toContain(roof);
  });

  it('matches inflected forms within an industry filter on the same word index', async () => {
    expect(await found('hala', '&industryIds=4')).toContain(roof);
    expect(await found('elewacji', '&industryIds=4')).toContain(hall);
    expect(await found('hala', '&industryIds=5')).not.toContain(roof);
  });
});
