import { LOCATIONS_PAGE_SIZE } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { toPage } from '../../lib/pagination.js';
import { toCountryCode, toLocation, toSuggestion } from './geolocation.presenter.js';
import { listLocations, searchLocations } from './geolocation.queries.js';

type AutocompleteQuery = {
  text: string;
  size: number;
  'boundary.country': string;
  layers: ('locality' | 'region')[];
};

/** Pelias-style suggestions for the autocomplete. */
export const autocompleteLocations = async (db: Database, query: AutocompleteQuery) => {
  const rows = await searchLocations(db, {
    text: query.text,
    size: query.size,
    countryCode: toCountryCode(query['boundary.country']),
    layers: query.layers,
  });
  return { features: rows.map(toSuggestion) };
};

/** The admin location list, a fixed page size (the page shape's extra fields are not in its schema). */
export const findLocationPage = async (db: Database, query: { page: number; search?: string }) => {
  const { rows, total } = await listLocations(db, { ...query, size: LOCATIONS_PAGE_SIZE });
  return toPage(rows.map(toLocation), total, query.page, LOCATIONS_PAGE_SIZE);
};
