import { type Order, orderSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { createOrder, type OrderContext, orderContext, validForm } from './order-test-helpers.js';

const t = useTestApp({ logins: ['klient'] });
let ctx: OrderContext;
beforeAll(async () => {
  ctx = await orderContext(t.app);
});

const read = async (id: number): Promise<Order> => {
  const res = await t.app.inject({ url: `/api/v2/orders/${id}`, headers: t.headers.klient });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json());
};

/** The PUT body of the order form from the card's own values, as answered (no re-formatting). */
const bodyFrom = (order: Order) => ({
  investmentId: order.investment?.id ?? null,
  companyId: order.company?.id ?? null,
  companyContacts: (order.companyContacts ?? []).map((c) => ({ userId: c.userId, publishPhone: c.publishPhone })),
  offerDeadlineFrom: order.offerDeadlineFrom,
  offerDeadlineTo: order.offerDeadlineTo,
  workDeadlineFrom: order.workDeadlineFrom,
  workDeadlineTo: order.workDeadlineTo,
  publishAt: order.publishAt,
  scope: order.scope,
  industries: order.industries.map((i) => ({
    industryId: i.industryId,
    workScopeNumber: i.workScopeNumber ?? null,
    unit: i.unit ?? null,
    description: i.description ?? null,
  })),
  technology: order.technology,
  description: order.description,
  documents: (order.documents ?? []).map((d) => ({ url: d.url, name: d.name ?? null })),
  attachments: (order.attachments ?? []).map((a) => a.uuid),
  visibleToIndustryUsersOnly: order.visibleToIndustryUsersOnly,
  notifyContacts: order.notifyContacts ?? false,
  // the version the card was read at, where the contract has one (a stale save is refused)
  ...('version' in order ? { version: order.version } : {}),
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
    const before = await read(created.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/orders/${created.id}`,
      headers: t.headers.klient,
      payload: bodyFrom(before),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { version: _v1, ...after } = (await read(created.id)) as Order & { version?: number };
    const { version: _v0, ...was } = before as Order & { version?: number };
    expect(after).toEqual(was);
  });
});
