import { myCompanyCardSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /companies/mine/card: 'Moja firma' (a 404 says the account has no company; the page shows it). */
export const getMyCompanyCard = (signal?: AbortSignal) =>
  request('/companies/mine/card', { schema: myCompanyCardSchema, signal });

export const myCompanyCardQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.mine, queryFn: ({ signal }) => getMyCompanyCard(signal) });

export const useMyCompanyCard = () => useQuery(myCompanyCardQueryOptions());
