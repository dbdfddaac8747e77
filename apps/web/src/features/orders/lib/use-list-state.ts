import { DEBOUNCE, filterFromParams, filterToParams, type OrderListFilter, pageFromParams } from '@platform/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const keyOf = (f: OrderListFilter) => filterToParams(f).toString();

/**
 * The list screen's state lives in the address bar, so a reload or a shared link restores it.
 *
 * `filters` is what the controls and chips show: it changes at once. The address bar (and so
 * `appliedFilters`, which the list call reads) follows 1 s after the last change (spec 9), so a
 * burst of changes is one history entry and one list call. Any filter change drops the page
 * (back to page 1); the page is 1-based there (spec 9). A change of the address bar from outside
 * (back/forward, a saved filter, a link) replaces the pending changes.
 */
export const useListState = () => {
  const [params, setParams] = useSearchParams();
  const appliedFilters = useMemo(() => filterFromParams(params), [params]);
  const appliedKey = keyOf(appliedFilters);
  const page = pageFromParams(params);

  const [filters, setDraft] = useState(appliedFilters);
  // the key this hook last wrote to the address bar, until the address bar shows it
  const written = useRef<string | null>(null);
  // The address bar changed: our own write (the draft may already be newer: keep it) or a change
  // from outside (back/forward, a saved filter, a link), which replaces the draft.
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (appliedKey !== written.current && keyOf(filters) !== appliedKey) setDraft(appliedFilters);
  }
  useEffect(() => {
    if (appliedKey === written.current) written.current = null;
  }, [appliedKey]);

  // read by the write below without re-running it (setParams changes with every address)
  const latest = useRef({ appliedKey, setParams });
  latest.current = { appliedKey, setParams };
  const debounced = useDebouncedValue(filters, DEBOUNCE.filters);
  const debouncedKey = keyOf(debounced);
  // only a new debounced value writes; a change from outside never brings back an older draft
  useEffect(() => {
    if (debouncedKey === latest.current.appliedKey) return;
    written.current = debouncedKey;
    latest.current.setParams(new URLSearchParams(debouncedKey));
  }, [debouncedKey]);

  const setFilters = useCallback(
    (next: OrderListFilter | ((current: OrderListFilter) => OrderListFilter)) => setDraft(next),
    [],
  );
  /** No waiting (Enter in the search box): the filters go to the address bar now. */
  const applyFilters = useCallback(
    (next: OrderListFilter) => {
      setDraft(next);
      const key = keyOf(next);
      if (key === latest.current.appliedKey) return;
      written.current = key;
      setParams(filterToParams(next));
    },
    [setParams],
  );
  /** `replace` for a correction the user did not ask for (Back must not bring it back). */
  const setPage = useCallback(
    (nextPage: number, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const p = filterToParams(filterFromParams(current));
        if (nextPage > 1) p.set('page', String(nextPage));
        return p;
      }, options),
    [setParams],
  );
  /** A saved filter replaces the whole state at once. */
  const replaceParams = useCallback((next: URLSearchParams) => setParams(next), [setParams]);

  return { filters, appliedFilters, page, setFilters, applyFilters, setPage, replaceParams, params };
};
