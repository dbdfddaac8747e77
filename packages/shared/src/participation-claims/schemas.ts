import { z } from 'zod';
import { idSchema, pageOf, pathIdSchema } from '../common.js';
import { investmentRoleSchema } from '../enums.js';
import { ISO_DAY_PATTERN } from '../orders/enums.js';
import { text } from '../text.js';
import { CLAIM_MESSAGES as M } from './messages.js';

/**
 * A company's declarations (issue of the investment database, 'Brałem udział'; document 2, 2.6
 * 'Zgłoś zakresy branżowe'): a participation in an investment, or its industry scopes. Staff
 * confirm or refuse each one with a reason; a confirmed one becomes the company's data.
 */
export const CLAIM_KINDS = ['PARTICIPATION', 'SCOPES'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_STATUSES = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_LIMITS = { industriesMax: 10, scopesMax: 30, noteMax: 1000, reasonMax: 1000, valueMax: 1e12 };

const day = text().regex(ISO_DAY_PATTERN, { error: M.invalidDate });
const note = text().max(CLAIM_LIMITS.noteMax, { error: M.noteTooLong }).nullable().optional();

export const participationClaimInputSchema = z
  .object({
    investmentId: idSchema.meta({ description: 'the investment (GET /investments finds it)' }),
    role: investmentRoleSchema,
    industryIds: z
      .array(idSchema)
      .min(1, { error: M.industriesRequired })
      .max(CLAIM_LIMITS.industriesMax, { error: M.industriesTooMany }),
    valuePln: z.number().int().min(0).max(CLAIM_LIMITS.valueMax, { error: M.invalidValue }).nullable().optional(),
    startDate: day.nullable().optional(),
    endDate: day.nullable().optional(),
    evidenceUuid: z.uuid().nullable().optional(),
    note,
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, { error: M.datesOrder, path: ['endDate'] })
  .meta({ id: 'ParticipationClaimInput' });
export type ParticipationClaimInput = z.infer<typeof participationClaimInputSchema>;

export const scopeClaimInputSchema = z
  .object({
    industryIds: z
      .array(idSchema)
      .min(1, { error: M.industriesRequired })
      .max(CLAIM_LIMITS.scopesMax, { error: M.scopesTooMany }),
    note,
  })
  .meta({ id: 'ScopeClaimInput' });
export type ScopeClaimInput = z.infer<typeof scopeClaimInputSchema>;

export const claimDecisionSchema = z
  .object({
    decision: z.enum(['CONFIRM', 'REFUSE'], { error: M.decisionRequired }),
    reason: text().trim().max(CLAIM_LIMITS.reasonMax, { error: M.reasonTooLong }).nullable().optional(),
  })
  .refine((v) => v.decision === 'CONFIRM' || !!v.reason, { error: M.reasonRequired, path: ['reason'] })
  .meta({ id: 'ClaimDecision' });
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

const ref = z.object({ id: z.number().int(), name: text() });

export const claimSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CLAIM_KINDS),
    status: z.enum(CLAIM_STATUSES),
    company: ref,
    investment: ref.extend({ city: text().nullable() }).nullable(),
    role: investmentRoleSchema.nullable(),
    industries: z.array(ref),
    valuePln: z.number().nullable(),
    startDate: text().nullable(),
    endDate: text().nullable(),
    evidence: z.object({ name: text(), url: text() }).nullable(),
    note: text().nullable(),
    reason: text().nullable(),
    declaredBy: text().nullable(),
    createdAt: text(),
    decidedAt: text().nullable(),
  })
  .meta({ id: 'Claim' });
export type Claim = z.infer<typeof claimSchema>;
export const claimPageSchema = pageOf(claimSchema).meta({ id: 'ClaimPage' });
export type ClaimPage = z.infer<typeof claimPageSchema>;

export const CLAIM_PAGE_SIZE = 20;
/** Address-bar parameters of the lists: a bad one falls back to its default. */
export const claimListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).catch(0).default(0),
  status: z.enum(CLAIM_STATUSES).optional().catch(undefined),
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

export const claimParamsSchema = z.object({ claimId: pathIdSchema(M.invalidClaimId) });

/** The declaration form's investment search box. */
export const claimInvestmentQuerySchema = z.object({
  search: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).catch(0).default(0),
  size: z.coerce.number().int().min(1).max(20).catch(10).default(10),
});
export type ClaimInvestmentQuery = z.infer<typeof claimInvestmentQuerySchema>;
