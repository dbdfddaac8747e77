import { type CompanyScope, type CompanyScopesInput, MESSAGES } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canEditBasics, isMemberOf } from './company.policy.js';
import { requireViewableCompany } from './company-access.js';
import { findScopes } from './company-card.queries.js';
import { countExistingRefs, replaceCompanyScopes } from './company-scopes.queries.js';

/** PUT /companies/{id}/basics/scopes: replaces the industries and subsectors (with their flags) in one transaction. */
export const saveCompanyScopes = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  input: CompanyScopesInput,
): Promise<CompanyScope[]> => {
  const company = await requireViewableCompany(app, companyId, user);
  if (!canEditBasics(user, company.id))
    throw appError(isMemberOf(user, company.id) ? 'COMPANY_RIGHT_COMPANY_EDIT_MISSING' : 'FORBIDDEN');
  for (const [field, list] of [
    ['industries', input.industries],
    ['subsectors', input.subsectors],
  ] as const) {
    const ids = list.map((s) => s.id);
    if (new Set(ids).size !== ids.length)
      throw appError('VALIDATION_ERROR', { message: `${MESSAGES.validation} (${field})` });
    if ((await countExistingRefs(app.db, field, ids)) !== ids.length) throw appError('INVALID_REFERENCE');
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
  await replaceCompanyScopes(app.db, company.id, rows);
  return findScopes(app.db, company.id);
};
