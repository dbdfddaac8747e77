import { REPORT_CACHE_MS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';

/**
 * A stable text of parsed parameters: object keys sorted at every level, so `{a, b}` and `{b, a}`
 * are one key. The parameters come already normalised by the shared schemas (lists cleaned,
 * de-duplicated and sorted, defaults filled in), so equal reports share one entry.
 */
export const stableKey = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

export const reportCacheKey = (report: string, params: unknown): string => `report:${report}:${stableKey(params)}`;

/**
 * A report's answer from the app cache (Redis when configured), computed on a miss and kept for
 * REPORT_CACHE_MS: the same for every caller allowed to see it, so one entry per parameter set.
 */
export const cachedReport = <T>(
  app: FastifyInstance,
  report: string,
  params: unknown,
  load: () => Promise<T>,
  ttlMs: number = REPORT_CACHE_MS,
): Promise<T> => app.cache.getOrSet(reportCacheKey(report, params), ttlMs, load);
