import type { Order } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import {
  createOrder,
  type OrderContext,
  orderContext,
  orderFormBodyOf,
  readOrder,
  validForm,
} from './order-test-helpers.js';

const t = useTestApp({ logins: ['klient'] });
let ctx: OrderContext;
beforeAll(async () => {
  ctx = await orderContext(t.app);
});

describe('the order form round-trips its own data', () => {
  it('GET order → PUT of the same values unchanged → 200, and the card reads the same', async () => {
    const created = await createOrder(
      t.app,
      t.headers.klient!,
      validForm(ctx, {
        industries: [{ industryId: 401, workScopeNumber: 1234.5, unit: 'm2', description: 'Instalacja wodna' }],
        documents: [{ url: 'dokumenty.example.pl/projekt.pdf', name: 'Projekt – etap 1' }],
      }),
    );
    const before = await readOrder(t.app, t.headers.klient!, created.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/orders/${created.id}`,
      headers: t.headers.klient,
      payload: orderFormBodyOf(before),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { version: _v1, ...after } = (await readOrder(t.app, t.headers.klient!, created.id)) as Order & {
      version?: number;
    };
    const { version: _v0, ...was } = before as Order & { version?: number };
    expect(after).toEqual(was);
  });
});
