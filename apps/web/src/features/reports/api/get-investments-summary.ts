import {
  type InvestmentsSummary,
  type InvestmentsSummaryQuery,
  investmentsSummarySchema,
  scopeToQuery,
} from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { REPORT_STALE_MS, reportKeys } from './query-keys';

/** GET /api/v2/reports/investments-summary: the investments of a scope by month, place, sector, stage. */
export const getInvestmentsSummary = (q: InvestmentsSummaryQuery, signal?: AbortSignal): Promise<InvestmentsSummary> =>
  request('/reports/investments-summary', { schema: investmentsSummarySchema, query: scopeToQuery(q), signal });

export const investmentsSummaryQueryOptions = (q: InvestmentsSummaryQuery) =>
  queryOptions({
    queryKey: reportKeys.investmentsSummary(q),
    queryFn: ({ signal }) => getInvestmentsSummary(q, signal),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useInvestmentsSummary = (q: InvestmentsSummaryQuery, enabled: boolean) =>
  useQuery({ ...investmentsSummaryQueryOptions(q), enabled });
