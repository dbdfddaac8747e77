import { CACHE, DEBOUNCE, type SearchTerms, searchTermsSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

/** GET /api/v2/search/terms?text: the typed words with the forms each may stand for (the search rule). */
export const getSearchTerms = (text: string, signal?: AbortSignal): Promise<SearchTerms> =>
  request('/search/terms', { schema: searchTermsSchema, signal, query: { text } }).then((answer) => answer.terms);

export const searchTermsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: referenceKeys.searchTerms(text),
    queryFn: ({ signal }) => getSearchTerms(text, signal),
    enabled: text.length > 0,
    staleTime: CACHE.locationAutocomplete,
    placeholderData: keepPreviousData,
  });

/** The forms of what is typed, asked once typing pauses; `text` says which text they belong to. */
export const useSearchTerms = (typed: string) => {
  const text = useDebouncedValue(typed.trim(), DEBOUNCE.autocomplete);
  const query = useQuery(searchTermsQueryOptions(text));
  return { text, terms: query.isPlaceholderData ? undefined : query.data };
};
