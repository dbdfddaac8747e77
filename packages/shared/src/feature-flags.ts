import { z } from 'zod';
import type { AccountType } from './enums.js';

export const FEATURE_FLAGS = [
  'COMPANY_OFFER',
  'COMPANY_OFFER_VIDEO',
  'COMPANY_OFFER_EDIT_PRIVILEGE_MESSAGE',
  'COMPANY_OFFER_REORDER_SUBPARTS',
  'ORDER_INTERACTIONS_COUNTER',
  'COMPANY_SCOPE_RECOMMENDATIONS',
  'FOLLOW_WITH_SETTINGS',
  'NEW_REPORTS_NAVIGATION',
  'INVITE_OTHER_COMPANY',
  'INVITE_NEW_USER_TO_ORDER',
  'COMPANY_PORTFOLIO_KEYWORDS',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const ENVIRONMENTS = ['development', 'test', 'beta', 'production'] as const;
export type AppEnvironment = (typeof ENVIRONMENTS)[number];

type FlagRule = {
  excludedEnvironments?: readonly AppEnvironment[];
  excludedAccountTypes?: readonly AccountType[];
  /** Released together with the dated batch: on only once its publication date has passed. */
  dated?: boolean;
};

const NOT_IN_BETA_OR_PRODUCTION: readonly AppEnvironment[] = ['beta', 'production'];

export const FEATURE_FLAG_RULES: Record<FeatureFlag, FlagRule> = {
  COMPANY_OFFER: { dated: true },
  COMPANY_OFFER_VIDEO: { dated: true },
  COMPANY_OFFER_EDIT_PRIVILEGE_MESSAGE: { dated: true },
  COMPANY_OFFER_REORDER_SUBPARTS: { dated: true },
  ORDER_INTERACTIONS_COUNTER: {},
  COMPANY_SCOPE_RECOMMENDATIONS: {},
  FOLLOW_WITH_SETTINGS: { dated: true },
  NEW_REPORTS_NAVIGATION: {},
  INVITE_OTHER_COMPANY: { excludedEnvironments: NOT_IN_BETA_OR_PRODUCTION },
  INVITE_NEW_USER_TO_ORDER: { excludedEnvironments: NOT_IN_BETA_OR_PRODUCTION },
  COMPANY_PORTFOLIO_KEYWORDS: { excludedEnvironments: NOT_IN_BETA_OR_PRODUCTION },
};

/** Publication dates of the dated batch (document 2, section 6). */
export const FEATURE_PUBLICATION_DATES = {
  production: new Date('2024-10-08T14:00:00+02:00'),
  other: new Date('2024-10-01T14:00:00+02:00'),
} as const;

export type FeatureContext = { environment: AppEnvironment; accountType: AccountType | null; now: Date };

export const isFeatureEnabled = (flag: FeatureFlag, ctx: FeatureContext): boolean => {
  const rule = FEATURE_FLAG_RULES[flag];
  if (rule.excludedEnvironments?.includes(ctx.environment)) return false;
  if (ctx.accountType && rule.excludedAccountTypes?.includes(ctx.accountType)) return false;
  if (rule.dated) {
    const date =
      ctx.environment === 'production' ? FEATURE_PUBLICATION_DATES.production : FEATURE_PUBLICATION_DATES.other;
    if (ctx.now.getTime() < date.getTime()) return false;
  }
  return true;
};

export const evaluateFeatureFlags = (ctx: FeatureContext): Record<FeatureFlag, boolean> =>
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, isFeatureEnabled(f, ctx)])) as Record<FeatureFlag, boolean>;

export const featureFlagsResponseSchema = z
  .object({
    environment: z.enum(ENVIRONMENTS),
    flags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  })
  .meta({ id: 'FeatureFlags' });
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;
