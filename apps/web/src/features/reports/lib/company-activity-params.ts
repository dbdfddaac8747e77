import { activityParamsFromSearch, activityParamsToSearch, type CompanyActivityParams } from '@platform/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The report's parameters live in the address bar (spec 2.8; shareable, kept on reload), read by the
 * shared lenient schema: a bad value is its default. A change writes the normal form back.
 */
export const useCompanyActivityParams = () => {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => activityParamsFromSearch(search), [search]);
  const update = useCallback(
    (patch: Partial<CompanyActivityParams>) => setSearch(activityParamsToSearch({ ...params, ...patch })),
    [params, setSearch],
  );
  return { params, update };
};
