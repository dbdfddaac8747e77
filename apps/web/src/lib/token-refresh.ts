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
 * @param usedAccessToken the token the failed request carried; if another request has already
 * replaced it, the caller simply retries with the new one.
 */
export const refreshSessionOnce = (usedAccessToken: string | null): Promise<boolean> => {
  const current = storage.getAccessToken();
  if (!inFlight && usedAccessToken && current && current !== usedAccessToken) return Promise.resolve(true);
  if (!inFlight) {
    inFlight = callRefresh().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
};
