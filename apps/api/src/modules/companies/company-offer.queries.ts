import type { CompanyOfferInput } from '@platform/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { companyOffers, companyServices, users } from '../../db/schema.js';

export type OfferVersion = 'DRAFT' | 'PUBLISHED';
export type OfferRow = { content: CompanyOfferInput; updatedAt: Date };

export const findOffer = async (db: Database, companyId: number, version: OfferVersion): Promise<OfferRow | null> => {
  const [row] = await db
    .select({ content: companyOffers.content, updatedAt: companyOffers.updatedAt })
    .from(companyOffers)
    .where(and(eq(companyOffers.companyId, companyId), eq(companyOffers.version, version)))
    .limit(1);
  return row ? { content: row.content as CompanyOfferInput, updatedAt: row.updatedAt } : null;
};

/** The versions stored for a company (at most DRAFT and PUBLISHED). */
export const findOfferVersions = async (db: Database, companyId: number): Promise<OfferVersion[]> => {
  const rows = await db
    .select({ version: companyOffers.version })
    .from(companyOffers)
    .where(eq(companyOffers.companyId, companyId));
  return rows.map((r) => r.version as OfferVersion);
};

export const upsertOffer = async (
  db: DbExecutor,
  row: { companyId: number; version: OfferVersion; content: CompanyOfferInput; userId: number },
): Promise<OfferRow> => {
  const [saved] = await db
    .insert(companyOffers)
    .values({ companyId: row.companyId, version: row.version, content: row.content, updatedByUserId: row.userId })
    .onConflictDoUpdate({
      target: [companyOffers.companyId, companyOffers.version],
      set: { content: row.content, updatedByUserId: row.userId, updatedAt: sql`now()` },
    })
    .returning({ content: companyOffers.content, updatedAt: companyOffers.updatedAt });
  return { content: saved?.content as CompanyOfferInput, updatedAt: saved?.updatedAt as Date };
};

export const setOfferServiceExpiry = async (db: Database, companyId: number, expiresAt: Date | null) => {
  if (!expiresAt) {
    await db
      .delete(companyServices)
      .where(and(eq(companyServices.companyId, companyId), eq(companyServices.service, 'COMPANY_OFFER')));
    return;
  }
  await db
    .insert(companyServices)
    .values({ companyId, service: 'COMPANY_OFFER', expiresAt })
    .onConflictDoUpdate({
      target: [companyServices.companyId, companyServices.service],
      set: { expiresAt, updatedAt: sql`now()` },
    });
};

/** The company's administrator: its first active companyAdmin user. */
export const findCompanyAdmin = async (db: Database, companyId: number) => {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyAdmin, true), eq(users.active, true)))
    .orderBy(users.id)
    .limit(1);
  return row ?? null;
};
