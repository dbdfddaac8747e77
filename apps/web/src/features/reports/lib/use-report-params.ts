import { queryRecord } from '@platform/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type ReportParamsUpdate<T> = Partial<T> | ((current: T) => T);

/**
 * A report's parameters from the address bar, read by the report's shared schema (a bad value is its
 * default, spec 2.8), and a setter writing them back (the address stays shareable; history keeps
 * each change, so Back undoes it). The setter applies a change to the address as it is at that
 * moment, not as the last render saw it: the router renders navigations in a transition, so two
 * quick changes would otherwise lose the first.
 */
export const useReportParams = <S extends z.ZodType>(schema: S, toParams: (value: z.infer<S>) => URLSearchParams) => {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const read = (params: URLSearchParams) => schema.parse(queryRecord(params)) as z.infer<S>;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the whole input
  const value = useMemo(() => read(search), [key, schema]);
  const set = (update: ReportParamsUpdate<z.infer<S>>) =>
    setSearch(() => {
      // the live address: the hook's own value is the last render's
      const current = read(new URLSearchParams(window.location.search));
      return toParams(
        typeof update === 'function' ? update(current) : ({ ...(current as object), ...update } as z.infer<S>),
      );
    });
  return [value, set] as const;
};
