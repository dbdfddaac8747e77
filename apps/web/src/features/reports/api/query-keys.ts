import type { ClientCoverageQuery, InvestmentsSummaryQuery, MarketComparatorQuery } from '@platform/shared';

/** Query keys of the reports: one per report and normalised parameter set. */
export const reportKeys = {
  all: ['reports'] as const,
  start: ['reports', 'start'] as const,
  investmentsSummary: (q: InvestmentsSummaryQuery) => ['reports', 'investments-summary', q] as const,
  marketComparator: (q: MarketComparatorQuery) => ['reports', 'market-comparator', q] as const,
  clientCoverage: (q: ClientCoverageQuery) => ['reports', 'client-coverage', q] as const,
};

/** The reports change slowly and the server caches them for minutes: no refetch on every focus. */
export const REPORT_STALE_MS = 5 * 60 * 1000;
