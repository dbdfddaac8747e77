import { type UserMe, userMeSchema } from '@platform/shared';
import { noContent, request } from './api-client';

/** GET /api/v2/users/me: the current user (under temporary access, the temporary identity). */
export const getMe = (signal?: AbortSignal): Promise<UserMe> =>
  request('/users/me', { schema: userMeSchema, signal, failures: 'no-redirect' });

/** POST /api/v1/auth/logout {refreshToken} -> 204: the server forgets the refresh token. */
export const revokeRefreshToken = (refreshToken: string): Promise<undefined> =>
  request('/auth/logout', {
    method: 'POST',
    base: 'v1',
    body: { refreshToken },
    schema: noContent,
    auth: 'none',
    failures: 'quiet',
  });
