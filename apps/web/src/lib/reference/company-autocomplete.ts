import { companySearchPageSchema, DEBOUNCE, MESSAGES } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

/** GET /api/v2/companies/autocomplete?search: companies by name or NIP (answer `content`). */
export const autocompleteCompanies = (search: string, signal?: AbortSignal) =>
  request('/companies/autocomplete', {
    schema: companySearchPageSchema,
    signal,
    query: { search },
    failures: 'page',
    notFoundMessage: MESSAGES.companiesNotFound,
  });

export const companyAutocompleteQueryOptions = (search: string) =>
  queryOptions({
    queryKey: referenceKeys.companyAutocomplete(search),
    queryFn: ({ signal }) => autocompleteCompanies(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

/** Debounced (350 ms) company suggestions for an input. */
export const useCompanyAutocomplete = (text: string) =>
  useQuery(companyAutocompleteQueryOptions(useDebouncedValue(text.trim(), DEBOUNCE.autocomplete)));
