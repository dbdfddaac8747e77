import { type ErrorCode, LIMITS } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { appError } from '../../lib/app-error.js';
import { findLinkedCompanies, type LinkRow } from './company-relations.queries.js';

export type Relations = { parentCompanyId: number | null; daughterCompanyIds: number[]; otherCompanyIds: number[] };

const fail = (code: ErrorCode) => appError(code);

/** Rules that need no database: the catalogue codes of document 2, section 8. */
export const checkRelationShape = (companyId: number, r: Relations): void => {
  if (r.parentCompanyId === companyId) throw fail('PARENT_CANNOT_BE_SAME_COMPANY');
  if (r.daughterCompanyIds.includes(companyId)) throw fail('DAUGHTER_CANNOT_BE_SAME_COMPANY');
  if (r.parentCompanyId !== null && r.daughterCompanyIds.includes(r.parentCompanyId))
    throw fail('PARENT_CANNOT_BE_DAUGHTER');
  if (new Set(r.daughterCompanyIds).size > LIMITS.daughterCompaniesMax) throw fail('TOO_MANY_DAUGHTERS');
  const linked = new Set([companyId, ...r.daughterCompanyIds, ...(r.parentCompanyId ? [r.parentCompanyId] : [])]);
  if (r.otherCompanyIds.some((id) => linked.has(id))) throw fail('CANNOT_BE_PARENT_OR_DAUGHTER_OR_SAME_AND_OTHER');
};

/**
 * Rules against the stored relations: every linked company exists; the parent is not one of this
 * company's daughters and has room for one more daughter; no chosen daughter has another parent.
 */
export const checkRelationsInDb = async (db: Database, companyId: number, r: Relations): Promise<void> => {
  const ids = [
    ...new Set([...r.daughterCompanyIds, ...r.otherCompanyIds, ...(r.parentCompanyId ? [r.parentCompanyId] : [])]),
  ];
  if (ids.length === 0) return;
  const rows = await findLinkedCompanies(db, companyId, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  if (ids.some((id) => !byId.get(id) || byId.get(id)?.deleted)) throw fail('INVALID_REFERENCE');
  if (r.parentCompanyId !== null) {
    const parent = byId.get(r.parentCompanyId) as LinkRow;
    if (parent.parent_id === companyId) throw fail('PARENT_CANNOT_BE_DAUGHTER');
    if (Number(parent.daughters) >= LIMITS.daughterCompaniesMax) throw fail('PARENT_HAS_TOO_MANY_DAUGHTERS');
  }
  for (const id of r.daughterCompanyIds) {
    const parentId = byId.get(id)?.parent_id ?? null;
    if (parentId !== null && parentId !== companyId) throw fail('DAUGHTER_ALREADY_HAS_PARENT');
  }
};
