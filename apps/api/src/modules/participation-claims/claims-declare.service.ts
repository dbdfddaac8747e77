import type { Claim, ParticipationClaimInput, ScopeClaimInput } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { findAttachmentsByUuids, requireUploaded } from '../attachments/index.js';
import { countIndustries } from '../companies/index.js';
import { investmentExists } from '../investments/index.js';
import { canDeclare } from './claims.policy.js';
import { presentClaims } from './claims.presenter.js';
import { findClaim, hasPendingClaim, insertClaim } from './claims.queries.js';

const requireCompanyUser = (user: ActorUser) => {
  if (!canDeclare(user)) throw appError('CLAIM_NO_COMPANY');
  return user;
};

const requireIndustries = async (app: FastifyInstance, ids: number[]) => {
  const unique = [...new Set(ids)];
  if ((await countIndustries(app.db, unique)) !== unique.length) throw appError('INVALID_REFERENCE');
  return unique;
};

/** The evidence file: uploaded by the declarer, and in storage. */
const requireEvidence = async (app: FastifyInstance, user: ActorUser, uuid: string | null | undefined) => {
  if (!uuid) return null;
  const [row] = await findAttachmentsByUuids(app.db, [uuid]);
  if (!row || row.ownerUserId !== user.id) throw appError('CLAIM_EVIDENCE_NOT_OWN');
  await requireUploaded(app, [row]);
  return row.uuid;
};

const presentOne = async (app: FastifyInstance, id: number): Promise<Claim> => {
  const row = await findClaim(app.db, id);
  if (!row) throw appError('CLAIM_NOT_FOUND');
  return (await presentClaims(app, [row]))[0] as Claim;
};

/** POST /participation-claims: the company took part in an investment; waits for staff. */
export const declareParticipation = async (
  app: FastifyInstance,
  actor: ActorUser,
  input: ParticipationClaimInput,
): Promise<Claim> => {
  const user = requireCompanyUser(actor);
  if (!(await investmentExists(app.db, input.investmentId))) throw appError('INVESTMENT_NOT_FOUND');
  const industryIds = await requireIndustries(app, input.industryIds);
  if (await hasPendingClaim(app.db, user.companyId, input.investmentId)) throw appError('CLAIM_PENDING_EXISTS');
  const evidenceUuid = await requireEvidence(app, user, input.evidenceUuid);
  const id = await insertClaim(app.db, {
    kind: 'PARTICIPATION',
    companyId: user.companyId,
    investmentId: input.investmentId,
    role: input.role,
    industryIds,
    valuePln: input.valuePln ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    evidenceUuid,
    note: input.note?.trim() || null,
    declaredByUserId: user.id,
  }).catch((error: unknown) => {
    // two submits racing past the check: the partial unique index keeps one
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.cause?.code ?? e.code) === '23505') throw appError('CLAIM_PENDING_EXISTS');
    throw error;
  });
  return presentOne(app, id);
};

/** POST /scope-claims: 'Zgłoś zakresy branżowe' (document 2, 2.6); waits for staff. */
export const declareScopes = async (app: FastifyInstance, actor: ActorUser, input: ScopeClaimInput): Promise<Claim> => {
  const user = requireCompanyUser(actor);
  const industryIds = await requireIndustries(app, input.industryIds);
  const id = await insertClaim(app.db, {
    kind: 'SCOPES',
    companyId: user.companyId,
    industryIds,
    note: input.note?.trim() || null,
    declaredByUserId: user.id,
  });
  return presentOne(app, id);
};
