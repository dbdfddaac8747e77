import type { FastifyInstance } from 'fastify';

/** The demo accounts' password (README); tests and benchmarks log in with it. */
export const DEMO_PASSWORD = 'Demo123!';

/** Logs a demo user in and answers the token pair and a ready Authorization header. */
export const loginAs = async (app: FastifyInstance, login: string, password = DEMO_PASSWORD) => {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login, password } });
  if (response.statusCode !== 200) throw new Error(`login ${login} failed: ${response.statusCode} ${response.body}`);
  const tokens = response.json() as { accessToken: string; refreshToken: string };
  return { ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
};
