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

/** Uploads a small file through the real upload flow and answers its attachment uuid. */
export const uploadFile = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  target: 'COMPANY_OFFER' | 'COMPANY_GALLERY' | 'COMPANY_LOGO',
  name = 'zdjecie.png',
): Promise<string> => {
  const res = await app.inject({ method: 'POST', url: `/api/v2/attachments/${target}/${name}`, headers, payload: {} });
  if (res.statusCode !== 200) throw new Error(`upload target: ${res.statusCode} ${res.body}`);
  const { uuid, fields } = res.json() as { uuid: string; fields: { presignedUrl: string } };
  const put = await app.inject({
    method: 'PUT',
    url: fields.presignedUrl,
    headers: { 'content-type': 'image/png' },
    payload: Buffer.from('89504e470d0a1a0a', 'hex'),
  });
  if (put.statusCode >= 300) throw new Error(`upload: ${put.statusCode} ${put.body}`);
  return uuid;
};
