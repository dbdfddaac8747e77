import { type CompanyScope, type CompanyScopesInput, MESSAGES } from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyScopes } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canEditBasics } from './company.policy.js';
import { requireViewableCompany } from './company-access.js';
import { findScopes } from './company-card.queries.js';

const countExisting = async (app: FastifyInstance, table: 'industries' | 'subsectors', ids: number[]) => {
  if (!ids.length) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const query =
    table === 'industries'
      ? sql`select count(*)::int as n from industries where id in (${list})`
      : sql`select count(*)::int as n from sectors where parent_id is not null and id in (${list})`;
  const result = await app.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
};

/** PUT /companies/{id}/basics/scopes: replaces the industries and subsectors (with their flags) in one transaction. */
export const saveCompanyScopes = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  input: CompanyScopesInput,
): Promise<CompanyScope[]> => {
  const company = await requireViewableCompany(app, companyId, user);
  if (!canEditBasics(user, company.id)) throw appError('FORBIDDEN');
  for (const [field, list] of [
    ['industries', input.industries],
    ['subsectors', input.subsectors],
  ] as const) {
    const ids = list.map((s) => s.id);
    if (new Set(ids).size !== ids.length)
      throw appError('VALIDATION_ERROR', { message: `${MESSAGES.validation} (${field})` });
    if ((await countExisting(app, field, ids)) !== ids.length) throw appError('INVALID_REFERENCE');
  }
  const rows = [
    ...input.industries.map((s) => ({ ...s, kind: 'INDUSTRY' })),
    ...input.subsectors.map((s) => ({ ...s, kind: 'SUBSECTOR' })),
  ].map(({ id, kind, isSupply, isService, isSupplyAndService }) => ({
    companyId: company.id,
    kind,
    refId: id,
    isSupply,
    isService,
    isSupplyAndService,
  }));
  await app.db.transaction(async (tx) => {
    await tx.delete(companyScopes).where(eq(companyScopes.companyId, company.id));
    if (rows.length) await tx.insert(companyScopes).values(rows);
  });
  return findScopes(app.db, company.id);
};
