import { z } from 'zod';
import { idSchema, pageOf, SMALL_ID_MAX } from '../common.js';
import { LIMITS } from '../constants.js';
import { namedRefSchema } from '../orders/enums.js';
import { line, text } from '../text.js';
import { INVESTMENT_TRACKING_MESSAGES as M } from './texts.js';

const day = () => text().regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.badDate });
const longText = () => text().max(2000, { error: M.textTooLong });

/** Watching an investment (document: the investment database, 'Obserwuj'): the caller's own follow. */
export const investmentFollowSchema = z
  .object({ following: z.boolean(), note: text().nullable(), followedAt: text().nullable() })
  .meta({ id: 'InvestmentFollow' });
export type InvestmentFollow = z.infer<typeof investmentFollowSchema>;

/** PUT body: follows (or keeps following) with the note; an empty note is stored as null. */
export const investmentFollowBodySchema = z.object({
  note: text().max(LIMITS.followNoteMax, { error: M.noteTooLong }).nullable().optional(),
});
export type InvestmentFollowBody = z.infer<typeof investmentFollowBodySchema>;

/** An investment as the tracking lists show it. */
export const trackedInvestmentSchema = z.object({
  id: z.number().int(),
  name: text(),
  city: text().nullable(),
  stage: namedRefSchema.nullable(),
  value: z.number().nullable(),
});

/** One row of 'Obserwowane inwestycje': the investment, the note and what changed since the last visit. */
export const watchedInvestmentSchema = z
  .object({
    investment: trackedInvestmentSchema,
    note: text().nullable(),
    followedAt: text(),
    changes: z.object({
      stageChanges: z.number().int(),
      newParticipants: z.number().int(),
      newOrders: z.number().int(),
    }),
  })
  .meta({ id: 'WatchedInvestment' });
export type WatchedInvestment = z.infer<typeof watchedInvestmentSchema>;
export const watchedInvestmentPageSchema = pageOf(watchedInvestmentSchema).meta({ id: 'WatchedInvestmentPage' });

export const trackingPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).catch(0).default(0),
});

/** One row of 'Inwestycje wstrzymane': the investment with the day and reason of its hold. */
export const onHoldInvestmentSchema = z
  .object({ investment: trackedInvestmentSchema, heldOn: text().nullable(), reason: text().nullable() })
  .meta({ id: 'OnHoldInvestment' });
export type OnHoldInvestment = z.infer<typeof onHoldInvestmentSchema>;
export const onHoldInvestmentPageSchema = pageOf(onHoldInvestmentSchema).meta({ id: 'OnHoldInvestmentPage' });

/** POST body of a stage change (staff). */
export const stageChangeBodySchema = z.object({
  stageId: idSchema.max(SMALL_ID_MAX, { error: M.badStage }),
  changedOn: day(),
  source: line({ error: M.sourceRequired })
    .trim()
    .min(1, { error: M.sourceRequired })
    .max(300, { error: M.sourceTooLong }),
  note: longText().nullable().optional(),
  holdReason: longText().nullable().optional(),
});
export type StageChangeBody = z.infer<typeof stageChangeBodySchema>;

export const stageChangeSchema = z
  .object({
    id: z.number().int(),
    from: namedRefSchema.nullable(),
    to: namedRefSchema,
    changedOn: text(),
    source: text(),
    note: text().nullable(),
    holdReason: text().nullable(),
    by: text().nullable(),
    at: text(),
  })
  .meta({ id: 'InvestmentStageChange' });
export type StageChange = z.infer<typeof stageChangeSchema>;

export const INVESTMENT_CHANGE_KINDS = ['DATA_CORRECTION', 'MERGE', 'PARTICIPANT_ADDED'] as const;
export type InvestmentChangeKind = (typeof INVESTMENT_CHANGE_KINDS)[number];

export const investmentChangeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INVESTMENT_CHANGE_KINDS),
    /** DATA_CORRECTION: the fields with values before and after; MERGE: the duplicate; PARTICIPANT_ADDED: the company */
    fields: z.array(z.object({ field: text(), before: text().nullable(), after: text().nullable() })),
    other: namedRefSchema.nullable(),
    by: text().nullable(),
    at: text(),
  })
  .meta({ id: 'InvestmentChange' });
export type InvestmentChange = z.infer<typeof investmentChangeSchema>;

export const investmentHistorySchema = z
  .object({ stages: z.array(stageChangeSchema), changes: z.array(investmentChangeSchema) })
  .meta({ id: 'InvestmentHistory' });
export type InvestmentHistory = z.infer<typeof investmentHistorySchema>;

/** PATCH body of a data correction (staff): only the fields sent change. */
export const investmentCorrectionBodySchema = z.object({
  name: line().trim().min(1).max(500).optional(),
  description: longText().nullable().optional(),
  value: z.number().int().min(0).max(1e15).nullable().optional(),
  startDate: day().nullable().optional(),
  endDate: day().nullable().optional(),
});
export type InvestmentCorrectionBody = z.infer<typeof investmentCorrectionBodySchema>;

/** POST body of a merge (staff): the duplicate's participations and orders move to this one, then it is deleted. */
export const investmentMergeBodySchema = z.object({ duplicateId: idSchema });
export type InvestmentMergeBody = z.infer<typeof investmentMergeBodySchema>;
