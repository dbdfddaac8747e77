/**
 * The filter of an order list as the address bar and a saved filter hold it (spec 2.5); the page is
 * not part of it (any filter change starts from page 1). The map, offered and invited lists reuse it.
 */
import { z } from 'zod';
import { ID_MAX } from '../common.js';
import { LIMITS } from '../constants.js';
import { INVESTMENT_CHARACTERS, ORDER_SCOPES, ORDER_STATUSES } from '../enums.js';
import { text } from '../text.js';
import { ISO_DAY_PATTERN, ORDER_SORTS, YEAR_MONTH_PATTERN } from './enums.js';
import { ORDER_MESSAGES } from './messages.js';

// Every part names the same Polish text, so a refused saved filter says so in words.
const invalid = { error: ORDER_MESSAGES.filterInvalid };
const day = z.string(invalid).regex(ISO_DAY_PATTERN, invalid);
const month = z.string(invalid).regex(YEAR_MONTH_PATTERN, invalid);
// an id past the 32-bit columns matches nothing; refused like any other bad id
const positiveId = z.number(invalid).int(invalid).positive(invalid).max(ID_MAX, invalid);

/** One location of the filter: a city (locality id) or a voivodeship (province id 1-16). */
export const filterLocationSchema = z.strictObject(
  { kind: z.enum(['city', 'province'], invalid), id: positiveId, label: text(invalid).min(1, invalid) },
  invalid,
);
export type FilterLocation = z.infer<typeof filterLocationSchema>;

export const orderListFilterSchema = z
  .strictObject(
    {
      status: z.array(z.enum(ORDER_STATUSES, invalid), invalid).default([]),
      /** null: the default sort of the list (defaultOrderSort) */
      sort: z.enum(ORDER_SORTS, invalid).nullable().default(null),
      search: text(invalid).max(LIMITS.orderSearchMax, invalid).default(''),
      offerFrom: day.nullable().default(null),
      offerTo: day.nullable().default(null),
      workFrom: month.nullable().default(null),
      workTo: month.nullable().default(null),
      industryIds: z.array(positiveId, invalid).default([]),
      stageIds: z.array(positiveId, invalid).default([]),
      characters: z.array(z.enum(INVESTMENT_CHARACTERS, invalid), invalid).default([]),
      sectorIds: z.array(positiveId, invalid).default([]),
      scopes: z.array(z.enum(ORDER_SCOPES, invalid), invalid).default([]),
      locations: z.array(filterLocationSchema, invalid).max(LIMITS.filterLocationsMax, invalid).default([]),
      /** Km around the one chosen city (distanceAllowed). */
      distance: positiveId.nullable().default(null),
      /** null: the default of the list (on under the subsidised lock) */
      byIndustries: z.boolean(invalid).nullable().default(null),
      /** Invitations list only: leave out the invitations a user of my company has opened. */
      hideSeen: z.boolean(invalid).default(false),
    },
    invalid,
  )
  .meta({ id: 'OrderListFilter' });
export type OrderListFilter = z.output<typeof orderListFilterSchema>;
export type OrderListFilterInput = z.input<typeof orderListFilterSchema>;

export const EMPTY_ORDER_LIST_FILTER: OrderListFilter = orderListFilterSchema.parse({});

/** The distance applies only with exactly one chosen location that is a city (spec 5 "Filters"). */
export const distanceAllowed = (f: Pick<OrderListFilter, 'locations'>): boolean =>
  f.locations.length === 1 && f.locations[0]?.kind === 'city';
