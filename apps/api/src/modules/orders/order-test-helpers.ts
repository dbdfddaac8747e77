import { type OrderFormInput, polishDay, polishMonth } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Factories and look-ups of the orders tests (demo data of the seeded template database). */
export type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

const one = async <T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T> => {
  const result = await app.database.db.execute(query);
  return result.rows[0] as T;
};

export const demoContext = async (app: FastifyInstance) => {
  const klient = await one<{ id: number; company_id: number }>(
    app,
    sql`select id, company_id from users where login = 'klient'`,
  );
  const subkonto = await one<{ id: number }>(app, sql`select id from users where login = 'subkonto'`);
  const investment = await one<{ id: number; name: string }>(
    app,
    sql`select i.id, i.name from investments i join investment_companies ic on ic.investment_id = i.id
         where ic.company_id = ${klient.company_id} and not i.archived order by i.id limit 1`,
  );
  const foreign = await one<{ id: number; company_id: number; login: string }>(
    app,
    sql`select u.id, u.company_id, u.login from users u join companies c on c.id = u.company_id
         where u.company_id <> ${klient.company_id} and u.account_type = 'CLIENT' and not c.subsidized
           and exists (select 1 from investment_companies ic where ic.company_id = u.company_id)
         order by u.id limit 1`,
  );
  return {
    klientId: Number(klient.id),
    subkontoId: Number(subkonto.id),
    companyId: Number(klient.company_id),
    investmentId: Number(investment.id),
    investmentName: investment.name,
    foreignUser: { id: Number(foreign.id), companyId: Number(foreign.company_id), login: foreign.login },
  };
};
export type DemoContext = Awaited<ReturnType<typeof demoContext>>;

/** A complete, valid order form of the demo client's company. */
export const validForm = (ctx: DemoContext, overrides: Partial<OrderFormInput> = {}): OrderFormInput => {
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
  return response.json() as { id: number; status: string; isApproved: boolean };
};

export const countRows = async (app: FastifyInstance, table: string): Promise<number> => {
  const row = await one<{ n: string }>(app, sql`select count(*) as n from ${sql.identifier(table)}`);
  return Number(row.n);
};

export const expectError = (response: { statusCode: number; body: string }, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body).code).toBe(code);
};
