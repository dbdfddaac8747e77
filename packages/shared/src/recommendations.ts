import { z } from 'zod';
import { booleanQuery, commaList, pageOf, queryIdSchema } from './common.js';
import { RECOMMENDATIONS_PAGE_SIZE, WHOLE_POLAND_DISTANCE } from './constants.js';
import { text } from './text.js';

/**
 * Recommended companies (spec 3 "Recommendation", 7, 9; document 2 sections 2.7, 3, 5): who really did
 * such work near the place. Beyond the spec each answer says why the company is recommended.
 */
export const RECOMMENDATIONS_VERSION = 2;
export const RECOMMENDATION_DISTANCE_DEFAULT = 75;
export const RECOMMENDATION_MESSAGES = {
  /** At least one distance (document 2 section 5 "Recommendation filter"). */
  distanceRequired: 'Wypełnij wszystkie obowiązkowe pola',
  empty: (product: string) => `Brak firm do rekomendacji polecanych przez ${product}. Dostosuj parametry wyszukiwania.`,
  emptyHint: 'Jeśli potrzebujesz pomocy w doborze wykonawców, skontaktuj się z naszym konsultantem.',
} as const;

/** Works-count ranges of the finder (min-max; null = no bound). */
export const WORKS_COUNT_RANGES = [
  { min: 1, max: 3 },
  { min: 3, max: 5 },
  { min: 5, max: 10 },
  { min: 10, max: null },
] as const;

/** Investment-value ranges of the finder, in millions PLN (labels in mln and mld). */
export const WORKS_VALUE_RANGES = [
  { min: null, max: 7.5 },
  { min: 7.5, max: 15 },
  { min: 15, max: 25 },
  { min: 25, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: null },
] as const;

const distance = z.coerce.number().int().min(1).max(WHOLE_POLAND_DISTANCE).optional();
const count = z.coerce.number().int().min(0).max(1_000_000).optional();
const millions = z.coerce.number().min(0).max(10_000_000).optional();

/**
 * Query of GET /recommendations and GET /orders/{id}/recommendations (spec 7). For an order the
 * industries, the place and the scope come from the order when left out. `companyDistance` is km
 * from the company's seat, `workDistance` km from its nearest matching work; 9999 = 'cała Polska'.
 * Works values are in millions PLN of the investment's value.
 */
export const recommendationQuerySchema = z.object({
  industryIds: commaList(queryIdSchema),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  /** The place of this investment when `latitude`/`longitude` are left out (the add-order form). */
  investmentId: queryIdSchema.optional(),
  delivery: booleanQuery.optional(),
  service: booleanQuery.optional(),
  version: z.coerce.number().int().default(RECOMMENDATIONS_VERSION),
  companyDistance: distance,
  workDistance: distance,
  subsectorIds: commaList(queryIdSchema),
  excludedCompanyIds: commaList(queryIdSchema),
  minWorksCount: count,
  maxWorksCount: count,
  minWorksValue: millions,
  maxWorksValue: millions,
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(RECOMMENDATIONS_PAGE_SIZE),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;
/** What the browser sends (the server fills the defaults). */
export type RecommendationParams = Partial<RecommendationQuery>;

/** A rule the finder and the server share: at least one distance. */
export const hasRecommendationDistance = (q: Pick<RecommendationParams, 'companyDistance' | 'workDistance'>) =>
  q.companyDistance !== undefined || q.workDistance !== undefined;

const emailValues = z.object({ values: z.array(text()) });

export const recommendationWorkSchema = z.object({
  industry: z.object({ id: z.number().int(), name: text() }),
  investment: z.object({ id: z.number().int(), name: text(), districtName: text().nullable() }),
});

/** Why the company is recommended (beyond the spec): matched industries, distances, works. */
export const recommendationReasonSchema = z
  .object({
    industries: z.array(z.object({ id: z.number().int(), name: text() })),
    /** km from the place to the company's seat (null: seat unknown). */
    seatKm: z.number().nullable(),
    /** km from the place to its nearest matching work. */
    nearestWorkKm: z.number(),
    /**
     * Its matching works within `nearKm` of the place (all Poland when null). The ranking: this count
     * (most first), then the nearest matching work, then the nearest seat.
     */
    nearWorksCount: z.number().int(),
    nearKm: z.number().nullable(),
    worksCount: z.number().int(),
    /** Sum of the values of the investments of its matching works, PLN. */
    worksValue: z.number(),
  })
  .meta({ id: 'RecommendationReason' });
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendationSchema = z
  .object({
    id: z.number().int(),
    company: z.object({
      id: z.number().int(),
      name: text(),
      logo: text().nullable(),
      nip: text().nullable(),
      contact: z.object({ companyEmail: emailValues, recommendationEmail: emailValues }),
    }),
    companyIsFollowed: z.boolean(),
    companyWorks: z.array(recommendationWorkSchema),
    why: recommendationReasonSchema,
  })
  .meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationPageSchema = pageOf(recommendationSchema).meta({ id: 'RecommendationPage' });
export type RecommendationPage = z.infer<typeof recommendationPageSchema>;

/** The works listed per company (its nearest matching ones). */
export const RECOMMENDATION_WORKS_SHOWN = 3;
