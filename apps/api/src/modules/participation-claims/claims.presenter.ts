import type { Claim, InvestmentRole } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { findAttachmentsByUuids, presentAttachment } from '../attachments/index.js';
import type { ClaimRow } from './claims.queries.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Rows into the contract's claims. The evidence files of a page are read at once and shown through
 * signed download links (private target: the declarer and staff read them).
 */
export const presentClaims = async (app: FastifyInstance, rows: ClaimRow[]): Promise<Claim[]> => {
  const uuids = rows.map((r) => r.evidence_uuid).filter((u): u is string => u !== null);
  const files = new Map(
    await Promise.all(
      (await findAttachmentsByUuids(app.db, uuids)).map(
        async (row) => [row.uuid, await presentAttachment(app.storage, row)] as const,
      ),
    ),
  );
  return rows.map((r) => {
    const file = r.evidence_uuid ? files.get(r.evidence_uuid) : undefined;
    return {
      id: Number(r.id),
      kind: r.kind,
      status: r.status,
      company: { id: Number(r.company_id), name: r.company_name },
      investment:
        r.investment_id === null ? null : { id: Number(r.investment_id), name: r.investment_name ?? '', city: r.city },
      role: r.role as InvestmentRole | null,
      industries: (r.industries ?? []).map((i) => ({ id: Number(i.id), name: i.name })),
      valuePln: r.value_pln === null ? null : Number(r.value_pln),
      startDate: r.start_date,
      endDate: r.end_date,
      evidence: file ? { name: file.attachmentName, url: file.url } : null,
      note: r.note,
      reason: r.reason,
      declaredBy: r.declared_by,
      createdAt: iso(r.created_at) as string,
      decidedAt: iso(r.decided_at),
    };
  });
};
