import { type FeatureFlagsResponse, featureFlagsResponseSchema } from '@platform/shared';
import { request } from '@/lib/api-client';

/** GET /api/v2/feature-flags: the flags for the current user (auth optional). */
export const getFeatureFlags = (signal?: AbortSignal): Promise<FeatureFlagsResponse> =>
  request('/feature-flags', { schema: featureFlagsResponseSchema, signal, failures: 'no-redirect' });
