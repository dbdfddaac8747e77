import { type InvestmentSearchParams, investmentSearchFromParams, investmentSearchToParams } from '@platform/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search kept in the address bar (shareable; read through the one lenient schema, so a bad
 * parameter shows its default). A change of any filter starts from the first page.
 */
export const useSearchState = () => {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => investmentSearchFromParams(params), [params]);
  const update = useCallback(
    (patch: Partial<InvestmentSearchParams>) => {
      const next = { ...search, strona: 1, ...patch };
      setParams(investmentSearchToParams(next), { replace: false });
    },
    [search, setParams],
  );
  const replace = useCallback((next: InvestmentSearchParams) => setParams(investmentSearchToParams(next)), [setParams]);
  return { search, update, replace };
};
