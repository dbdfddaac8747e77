/**
 * The client's coverage (a section of the comparator): for the caller's company's orders, the offers
 * received per industry against the median of comparable orders (same voivodeship × industry, same
 * period), with what usually explains a gap: a short deadline, visibility limited to the industry,
 * few invitations sent.
 */
import { z } from 'zod';
import { text } from '../text.js';
import { periodSchema } from './figures.js';
import { lenientMonth } from './params.js';

export const clientCoverageQuerySchema = z.object({ from: lenientMonth, to: lenientMonth });
export type ClientCoverageQuery = z.infer<typeof clientCoverageQuerySchema>;

/** The newest order × industry rows shown. */
export const COVERAGE_ROWS_MAX = 50;

export const coverageRowSchema = z.object({
  orderId: z.number().int(),
  investmentName: text(),
  province: text().nullable(),
  industry: text(),
  offers: z.number().int(),
  /** median offers of comparable orders; null when their cell is hidden (too few orders) */
  comparableMedian: z.number().nullable(),
  deadlineDays: z.number().int().nullable(),
  comparableDeadlineDays: z.number().nullable(),
  invitationsSent: z.number().int(),
  visibleToIndustryUsersOnly: z.boolean(),
});
export type CoverageRow = z.infer<typeof coverageRowSchema>;

export const clientCoverageSchema = z
  .object({
    period: periodSchema,
    /** false when the caller has no company (nothing of its own to compare) */
    hasCompany: z.boolean(),
    rows: z.array(coverageRowSchema),
  })
  .meta({ id: 'ClientCoverage' });
export type ClientCoverage = z.infer<typeof clientCoverageSchema>;

/** Why a row got fewer offers than comparable orders (the first reasons that hold). */
export const coverageReasons = (row: CoverageRow): string[] => {
  if (row.comparableMedian === null || row.offers >= row.comparableMedian) return [];
  const reasons: string[] = [];
  if (row.deadlineDays !== null && row.comparableDeadlineDays !== null && row.deadlineDays < row.comparableDeadlineDays)
    reasons.push('krótszy termin składania ofert');
  if (row.visibleToIndustryUsersOnly) reasons.push('widoczne tylko dla firm z branży');
  if (row.invitationsSent === 0) reasons.push('brak wysłanych zaproszeń');
  return reasons;
};
