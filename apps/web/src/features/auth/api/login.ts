import { type LoginRequest, loginRequestSchema, type TokenPair, tokenPairSchema } from '@platform/shared';
import { request } from '@/lib/api-client';
import { validateWithSchema } from '@/lib/zod-form';

/** The shared schema checks the form exactly as the server will. */
export const validateLogin = (values: unknown) => validateWithSchema(loginRequestSchema, values);

/** POST /api/v1/auth/login; errors are shown inline by the form, not as toasts. */
export const login = (body: LoginRequest): Promise<TokenPair> =>
  request('/auth/login', {
    method: 'POST',
    base: 'v1',
    body,
    schema: tokenPairSchema,
    auth: 'none',
    failures: 'quiet',
  });
