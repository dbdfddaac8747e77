import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToParams, type ListFilters, parseFilters, parsePage } from './list-state';

/**
 * The list screen's state lives in the address bar, so a reload or a shared link restores it.
 * Any filter change drops the page (back to page 1); the page is 1-based there (spec 9).
 */
export const useListState = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const page = parsePage(params);

  const setFilters = useCallback(
    (next: ListFilters | ((current: ListFilters) => ListFilters)) =>
      setParams((current) => filtersToParams(typeof next === 'function' ? next(parseFilters(current)) : next)),
    [setParams],
  );
  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const p = filtersToParams(parseFilters(current));
        if (nextPage > 1) p.set('page', String(nextPage));
        return p;
      }),
    [setParams],
  );
  /** A saved filter replaces the whole state. */
  const replaceParams = useCallback((next: URLSearchParams) => setParams(next), [setParams]);

  return { filters, page, setFilters, setPage, replaceParams, params };
};
