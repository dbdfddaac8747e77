import { autocompleteResponseSchema, CACHE, DEBOUNCE, LIMITS, MESSAGES } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

export type LocationSearchType = 'city' | 'province';
const LAYER: Record<LocationSearchType, string> = { city: 'locality', province: 'region' };

/**
 * GET /api/v2/geolocation/autocomplete (spec 7): Poland only, Polish, 50 results; search type city
 * uses the locality layer, province the region layer. Cached 5 minutes.
 */
export const autocompleteLocations = (text: string, type: LocationSearchType, signal?: AbortSignal) =>
  request('/geolocation/autocomplete', {
    schema: autocompleteResponseSchema,
    signal,
    query: {
      text,
      lang: 'pl',
      size: LIMITS.autocompleteSizeMax,
      'boundary.country': 'PL',
      layers: LAYER[type],
    },
    failures: 'page',
    notFoundMessage: MESSAGES.locationsNotFound,
  });

export const locationAutocompleteQueryOptions = (text: string, type: LocationSearchType) =>
  queryOptions({
    queryKey: referenceKeys.locationAutocomplete(type, text),
    queryFn: ({ signal }) => autocompleteLocations(text, type, signal),
    enabled: text.trim().length > 0,
    staleTime: CACHE.locationAutocomplete,
  });

/** Debounced (350 ms) location suggestions for an input. */
export const useLocationAutocomplete = (text: string, type: LocationSearchType = 'city') => {
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE.autocomplete);
  return useQuery(locationAutocompleteQueryOptions(debounced, type));
};
