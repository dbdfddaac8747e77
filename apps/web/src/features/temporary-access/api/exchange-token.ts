import { accessTokenSchema } from '@platform/shared';
import { request } from '@/lib/api-client';

/** POST /api/v2/temporary-access-token {token} -> {accessToken} (a temporary access token). */
export const exchangeTemporaryToken = async (token: string): Promise<string> => {
  const { accessToken } = await request('/temporary-access-token', {
    method: 'POST',
    body: { token },
    schema: accessTokenSchema,
    auth: 'none',
    failures: 'quiet',
  });
  return accessToken;
};
