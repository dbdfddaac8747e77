import { coverageAlertsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderQuestionKeys } from './query-keys';

/** GET /orders/coverage-alerts/me: my company's orders likely to get fewer than 3 offers (start page). */
export const getCoverageAlerts = (signal?: AbortSignal) =>
  request('/orders/coverage-alerts/me', { schema: coverageAlertsSchema, signal, failures: 'inline' });

export const coverageAlertsQueryOptions = () =>
  queryOptions({ queryKey: orderQuestionKeys.alerts(), queryFn: ({ signal }) => getCoverageAlerts(signal) });

export const useCoverageAlerts = (enabled = true) => useQuery({ ...coverageAlertsQueryOptions(), enabled });
