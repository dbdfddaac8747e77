import type { Claim, ClaimDecision, InvestmentRole } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { addConfirmedScopes, forgetCompanyStats } from '../companies/index.js';
import { addConfirmedParticipation } from '../investments/index.js';
import { claimDecisionEmail, enqueueEmail } from '../notifications/index.js';
import { canDecideClaims } from './claims.policy.js';
import { presentClaims } from './claims.presenter.js';
import { decideClaim, findClaim, findDeclarer, lockClaim } from './claims.queries.js';

/**
 * POST /participation-claims/{claimId}/decision: staff confirm or refuse (with a reason) a
 * declaration, once. A confirmed participation becomes the company's participation in the
 * investment (investments module) and counts in its statistics at once; confirmed scopes join the
 * company's industries (companies module). The declarer is told by e-mail, by their preferences.
 */
export const decideParticipationClaim = async (
  app: FastifyInstance,
  staff: ActorUser,
  claimId: number,
  { decision, reason }: ClaimDecision,
): Promise<Claim> => {
  if (!canDecideClaims(staff)) throw appError('FORBIDDEN');
  const before = await findClaim(app.db, claimId);
  if (!before) throw appError('CLAIM_NOT_FOUND');
  const declarer = before.declared_by_user_id === null ? null : await findDeclarer(app.db, before.declared_by_user_id);
  if (declarer)
    await app.sendLimits.take({ kind: 'notification', by: { userId: staff.id }, recipients: [declarer.email] });
  const confirmed = decision === 'CONFIRM';
  const companyId = await app.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, claimId);
    if (!claim) throw appError('CLAIM_NOT_FOUND');
    if (claim.status !== 'PENDING') throw appError('CLAIM_DECIDED');
    if (confirmed && claim.kind === 'PARTICIPATION' && claim.investmentId !== null) {
      await addConfirmedParticipation(tx, {
        investmentId: claim.investmentId,
        companyId: claim.companyId,
        industryIds: claim.industryIds,
        role: claim.role as InvestmentRole,
        valuePln: claim.valuePln,
      });
    }
    if (confirmed && claim.kind === 'SCOPES') await addConfirmedScopes(tx, claim.companyId, claim.industryIds);
    const stored = reason?.trim() || null;
    await decideClaim(tx, claim.id, {
      status: confirmed ? 'CONFIRMED' : 'REFUSED',
      reason: stored,
      byUserId: staff.id,
    });
    if (declarer) {
      await enqueueEmail(app, tx, {
        kind: 'CLAIM_DECISION',
        eventKey: `claim:${claim.id}`,
        recipient: { email: declarer.email, userId: Number(declarer.id) },
        content: (context) =>
          claimDecisionEmail(context, {
            kind: claim.kind,
            confirmed,
            companyName: before.company_name,
            investmentName: before.investment_name,
            reason: stored,
          }),
      });
    }
    return claim.companyId;
  });
  // the statistics are cached for every viewer: the confirmed participation must show at once
  if (confirmed) await forgetCompanyStats(app, companyId);
  const after = await findClaim(app.db, claimId);
  return (await presentClaims(app, after ? [after] : []))[0] as Claim;
};
