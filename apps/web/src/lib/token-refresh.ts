import { tokenPairSchema } from '@platform/shared';
import { env } from '@/config/env';
import { storage } from './storage';

/**
 * Refreshes the session once for everyone: concurrent requests that got a 401 share one
 * POST /api/v1/refresh (the refresh token rotates, so a second call would be refused).
 */
let inFlight: Promise<boolean> | null = null;

const callRefresh = async (): Promise<boolean> => {
  const refreshToken = storage.getRefreshToken();
  if (!refreshToken) return false;
  try {
    const response = await fetch(`${env.apiV1Base}/refresh`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${refreshToken}`, Accept: 'application/json' },
    });
    if (!response.ok) return false;
    const parsed = tokenPairSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.error('[api] POST /refresh: odpowiedź niezgodna ze schematem', parsed.error.issues);
      return false;
    }
    storage.setTokens(parsed.data);
    return true;
  } catch (error) {
    console.error('[api] POST /refresh failed', error);
    return false;
  }
};

/**
 * @param usedAccessToken the token the failed request carried. A 401 that arrives while a refresh
 * is in flight waits for it; one that arrives after a newer token was stored (by a refresh another
 * request started) retries with that token: only a 401 of the current token starts a refresh, so
 * a late answer never spends the rotated refresh token twice (which the server takes for a theft).
 */
export const refreshSessionOnce = (usedAccessToken: string | null): Promise<boolean> => {
  if (inFlight) return inFlight;
  const current = storage.getAccessToken();
  if (current && current !== usedAccessToken) return Promise.resolve(true);
  inFlight = callRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
};
