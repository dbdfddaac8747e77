import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  CACHE,
  LOCATIONS_PAGE_SIZE,
  type Location,
  type LocationSuggestion,
  locationListQuerySchema,
  locationPageSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { listLocations, provinceShorthand, type SuggestionRow, searchLocations } from './geolocation.queries.js';

/** boundary.country may be ISO alpha-2 (PL) or alpha-3 (POL). */
const toCountryCode = (value: string) => (value.toUpperCase() === 'POL' ? 'PL' : value.toUpperCase().slice(0, 2));

const toSuggestion = (row: SuggestionRow): LocationSuggestion => {
  const province =
    row.province_id === null
      ? null
      : {
          name: row.province_name ?? '',
          shorthand: provinceShorthand(row.province_id),
          gid: `province:${row.province_id}`,
        };
  const district =
    row.district_id === null ? null : { name: row.district_name ?? '', gid: `district:${row.district_id}` };
  const labelParts =
    row.layer === 'locality' ? [row.name, district && `pow. ${district.name}`, province?.name] : [row.name];
  return {
    id: `${row.layer}:${row.id}`,
    layer: row.layer,
    name: row.name,
    label: [...labelParts, row.country_name].filter(Boolean).join(', '),
    country: {
      code: row.country_code,
      name: row.country_name,
      shorthand: row.country_shorthand,
      gid: `country:${row.country_code}`,
    },
    province,
    district,
    location: { latitude: row.latitude, longitude: row.longitude },
  };
};

const autocompleteRoute =
  (url: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      url,
      {
        schema: {
          tags: ['geolocation'],
          description: 'Pelias-style location autocomplete (localities and voivodeships), diacritic-insensitive.',
          querystring: autocompleteQuerySchema,
          response: { 200: autocompleteResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const rows = await searchLocations(app.db, {
          text: q.text,
          size: q.size,
          countryCode: toCountryCode(q['boundary.country']),
          layers: q.layers,
        });
        reply.header('cache-control', `public, max-age=${CACHE.locationAutocomplete / 1000}`);
        return { features: rows.map(toSuggestion) };
      },
    );
  };

const toLocation = (row: SuggestionRow): Location => {
  const { id: _suggestionId, layer: _layer, label: _label, ...rest } = toSuggestion(row);
  return { id: Number(row.id), ...rest };
};

export const geolocationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(autocompleteRoute('/geolocation/autocomplete'));

  app.get(
    '/geolocation',
    {
      preHandler: guards.superadmin,
      schema: {
        tags: ['geolocation'],
        description: 'Admin location list (superadmin), 20 per page.',
        querystring: locationListQuerySchema,
        response: { 200: locationPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await listLocations(app.db, { ...request.query, size: LOCATIONS_PAGE_SIZE });
      return {
        content: rows.map(toLocation),
        totalElements: total,
        totalPages: Math.ceil(total / LOCATIONS_PAGE_SIZE),
      };
    },
  );
};
/** The "v1 autocomplete host" of spec 7, served by the same server. */
export const autocompleteHostRoutes = autocompleteRoute('/autocomplete');
