import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, companyServices, users } from '../../db/schema.js';

/** Company ids of the demo accounts and of other seeded companies, for the company tests. */
export const demoCompanies = async (app: FastifyInstance) => {
  const db = app.db;
  const companyOf = async (login: string) => {
    const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.login, login));
    return row?.companyId as number;
  };
  const client = await companyOf('klient');
  const subsidized = await companyOf('dotowany');
  const [deactivated] = await db.select({ id: companies.id }).from(companies).where(eq(companies.deactivated, true));
  const others = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.deactivated, false),
        eq(companies.deleted, false),
        sql`${companies.id} not in (${client}, ${subsidized})`,
      ),
    )
    .orderBy(companies.id);
  return { client, subsidized, deactivated: deactivated?.id as number, others: others.map((o) => o.id) };
};

/** Starts (days > 0) or ends (days <= 0) a company's offer service. */
export const setOfferService = async (app: FastifyInstance, companyId: number, days: number) => {
  await app.db
    .insert(companyServices)
    .values({ companyId, service: 'COMPANY_OFFER', expiresAt: sql`now() + make_interval(days => ${days})` })
    .onConflictDoUpdate({
      target: [companyServices.companyId, companyServices.service],
      set: { expiresAt: sql`now() + make_interval(days => ${days})` },
    });
};
