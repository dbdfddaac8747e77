import { type Order, type OrderFormInput, orderSchema, polishDay, polishMonth } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
// the factories themselves, not their index: the index loads factories/order.ts, which loads this
// file through the orders test face (a cycle)
import { buildInvestment } from '../../test/factories/investment.js';
import { buildUser } from '../../test/factories/user.js';
import type { Headers } from '../../test/use-test-app.js';

/** The context, forms and checks of the orders tests. */
export { countRows, expectError } from '../../test/assertions.js';
export type { Headers } from '../../test/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;

const one = async <T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T> => {
  const result = await app.database.db.execute(query);
  return result.rows[0] as T;
};

/**
 * What the orders tests work with: the demo client (`klient`, `subkonto`) and their company, a new
 * investment of that company, and a new client of another company that works in industry 402.
 */
export const orderContext = async (app: FastifyInstance) => {
  const klient = await one<{ id: number; company_id: number }>(
    app,
    sql`select id, company_id from users where login = 'klient'`,
  );
  const subkonto = await one<{ id: number }>(app, sql`select id from users where login = 'subkonto'`);
  const companyId = Number(klient.company_id);
  const investment = await buildInvestment(app.db, {
    name: 'Słonecznikowo, hala magazynowa',
    participants: [{ companyId, role: 'GENERAL_CONTRACTOR' }],
  });
  const foreign = await buildUser(app.db, { accountType: 'CLIENT' });
  await buildInvestment(app.db, { participants: [{ companyId: foreign.companyId!, industryId: 402 }] });
  return {
    klientId: Number(klient.id),
    subkontoId: Number(subkonto.id),
    companyId,
    investmentId: investment.id,
    investmentName: investment.name,
    foreignUser: { id: foreign.id, companyId: foreign.companyId!, login: foreign.login },
  };
};
export type OrderContext = Awaited<ReturnType<typeof orderContext>>;

/** A complete, valid order form of the demo client's company, on the context's investment. */
export const validForm = (ctx: OrderContext, overrides: Partial<OrderFormInput> = {}): OrderFormInput => {
  const now = new Date();
  return {
    investmentId: ctx.investmentId,
    companyContacts: [{ userId: ctx.klientId, publishPhone: true }],
    offerDeadlineFrom: polishDay(now),
    offerDeadlineTo: polishDay(new Date(now.getTime() + 14 * DAY)),
    workDeadlineFrom: polishMonth(now),
    workDeadlineTo: polishMonth(new Date(now.getTime() + 120 * DAY)),
    publishAt: now.toISOString(),
    scope: 'SERVICE',
    industries: [{ industryId: 401, workScopeNumber: 120.5, unit: 'm2', description: 'Instalacja wodna' }],
    technology: { producerPreference: ['Geberit'], technologyPreference: [] },
    description: '<p>Wykonanie instalacji w budynku.</p>',
    documents: [{ url: 'dokumenty.example.pl/projekt.pdf', name: 'Projekt' }],
    attachments: [],
    visibleToIndustryUsersOnly: false,
    notifyContacts: false,
    ...overrides,
  };
};

export const postOrder = (app: FastifyInstance, headers: Headers, form: OrderFormInput, url = '/api/v2/orders') =>
  app.inject({ method: 'POST', url, headers, payload: form });

export const createOrder = async (app: FastifyInstance, headers: Headers, form: OrderFormInput, url?: string) => {
  const response = await postOrder(app, headers, form, url);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string; isApproved: boolean; version: number };
};

/** The version an edit form opened now reads (the card in edit mode answers it); a PUT sends it back. */
export const orderVersion = async (app: FastifyInstance, orderId: number) =>
  Number(
    (await app.db.execute<{ version: number }>(sql`select version from orders where id = ${orderId}`)).rows[0]?.version,
  );

/** A PUT body of the order form read now: the form and the order's current version. */
export const atOrderVersion = async (app: FastifyInstance, orderId: number, form: object) => ({
  version: await orderVersion(app, orderId),
  ...form,
});

/** The order card as the reader gets it; `editMode`: the editor's form, with the version its PUT sends back. */
export const readOrder = async (
  app: FastifyInstance,
  headers: Headers,
  orderId: number,
  { editMode = false } = {},
): Promise<Order> => {
  const res = await app.inject({ url: `/api/v2/orders/${orderId}${editMode ? '?editMode=true' : ''}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json());
};

/** The PUT body of the order form from the card's own values, as answered (no re-formatting), with the changes given. */
export const orderFormBodyOf = (order: Order, changes: Record<string, unknown> = {}) => ({
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
  // the version the card was read at, where the reader is an editor (a stale save is refused)
  ...('version' in order ? { version: order.version } : {}),
  ...changes,
});
