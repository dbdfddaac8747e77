import { z } from 'zod';
import { LIMITS } from './constants.js';
import { text } from './text.js';

export type IndustryNode = {
  id: number;
  title: string;
  keywords: string[];
  description: string | null;
  /** Base forms of the title's and keywords' words, for the pickers' search (the search rule). */
  searchLemmas?: string;
  children: IndustryNode[];
};
export const industryNodeSchema: z.ZodType<IndustryNode> = z
  .object({
    id: z.number().int(),
    title: text(),
    keywords: z.array(text()),
    description: text().nullable(),
    searchLemmas: text().optional(),
    get children() {
      return z.array(industryNodeSchema);
    },
  })
  .meta({ id: 'IndustryNode' });
export const industryTreeSchema = z.array(industryNodeSchema);

export type SectorNode = { id: number; name: string; searchLemmas?: string; children: SectorNode[] };
export const sectorNodeSchema: z.ZodType<SectorNode> = z
  .object({
    id: z.number().int(),
    name: text(),
    searchLemmas: text().optional(),
    get children() {
      return z.array(sectorNodeSchema);
    },
  })
  .meta({ id: 'SectorNode' });
export const sectorTreeSchema = z.array(sectorNodeSchema);

/** Investment locations: each voivodeship with its list of cities. */
export const investmentLocationsSchema = z
  .array(
    z.object({
      voivodeship: z.object({ id: z.number().int(), name: text() }),
      cities: z.array(z.object({ id: z.number().int(), name: text() })),
    }),
  )
  .meta({ id: 'InvestmentLocations' });
export type InvestmentLocations = z.infer<typeof investmentLocationsSchema>;

export const provinceSchema = z
  .object({
    id: z.number().int(),
    teryt: text(),
    name: text(),
    capital: text(),
    latitude: z.number(),
    longitude: z.number(),
    bbox: z.object({ minLat: z.number(), minLng: z.number(), maxLat: z.number(), maxLng: z.number() }),
  })
  .meta({ id: 'Province' });
export type Province = z.infer<typeof provinceSchema>;

export const namedOptionSchema = z.object({ id: z.number().int(), name: text() });

/** Location entity of spec 3; district and province names are lower case. */
export const locationSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    country: z.object({ code: text(), name: text(), shorthand: text(), gid: text() }),
    province: z.object({ name: text(), shorthand: text(), gid: text() }).nullable(),
    district: z.object({ name: text(), gid: text() }).nullable(),
    location: z.object({ latitude: z.number(), longitude: z.number() }),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

export const AUTOCOMPLETE_LAYERS = ['locality', 'region'] as const;

/** Pelias-style autocomplete query (spec 7 and 5 "Filters"). */
export const autocompleteQuerySchema = z.object({
  text: text().trim().min(1).max(100),
  lang: text().max(10).default('pl'),
  size: z.coerce.number().int().min(1).max(LIMITS.autocompleteSizeMax).default(10),
  'boundary.country': text().max(3).default('PL'),
  layers: text()
    .default('locality,region')
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(z.enum(AUTOCOMPLETE_LAYERS)).min(1)),
});

/** One suggestion: the Location entity plus its layer; the id ends with the numeric record id. */
export const locationSuggestionSchema = locationSchema
  .omit({ id: true })
  .extend({ id: text(), layer: z.enum(AUTOCOMPLETE_LAYERS), label: text() })
  .meta({ id: 'LocationSuggestion' });
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
export const autocompleteResponseSchema = z
  .object({ features: z.array(locationSuggestionSchema) })
  .meta({ id: 'AutocompleteResponse' });

/** Numeric id from a suggestion id such as 'locality:1234' (spec 2.11). */
export const suggestionNumericId = (id: string): number | null => {
  const match = /(\d+)$/.exec(id);
  return match ? Number(match[1]) : null;
};

export const referenceListsSchema = z
  .object({
    stages: z.array(namedOptionSchema),
    positions: z.array(text()),
    units: z.array(text()),
    countries: z.array(z.object({ code: text(), name: text() })),
    provinces: z.array(provinceSchema),
  })
  .meta({ id: 'ReferenceLists' });
export type ReferenceLists = z.infer<typeof referenceListsSchema>;

export const locationPageSchema = z
  .object({ content: z.array(locationSchema), totalElements: z.number().int(), totalPages: z.number().int() })
  .meta({ id: 'LocationPage' });
export const locationListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  search: text().trim().max(100).optional(),
});
