import { z } from 'zod';
import { pageOf } from '../common.js';
import { text } from '../text.js';

/** Beyond the spec (the work queue): new investments of the companies the user follows. */
export const FOLLOWED_INVESTMENTS_NEW_DAYS = 30;

export const followedInvestmentsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(5),
});
export type FollowedInvestmentsQuery = z.infer<typeof followedInvestmentsQuerySchema>;

export const followedInvestmentSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    city: text().nullable(),
    createdAt: text(),
    /** The followed company taking part in it (the first by name when several do). */
    company: z.object({ id: z.number().int(), name: text() }),
  })
  .meta({ id: 'FollowedInvestment' });
export type FollowedInvestment = z.infer<typeof followedInvestmentSchema>;
export const followedInvestmentPageSchema = pageOf(followedInvestmentSchema).meta({ id: 'FollowedInvestmentPage' });
