import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Calls of the editorial tests: one panel call, and an entry created through it. */
export type Headers = Record<string, string>;

export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const create = async <T = Record<string, unknown>>(
  app: FastifyInstance,
  headers: Headers,
  path: string,
  payload: unknown,
): Promise<T & { id: number }> => {
  const res = await call(app, 'POST', `/editorial/${path}`, headers, payload);
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return { ...body, id: body.id ?? body.articleId ?? body.webinarId };
};

export const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rekordowy kwartał w budownictwie mieszkaniowym',
  lead: 'Deweloperzy rozpoczęli w trzecim kwartale najwięcej budów od trzech lat.',
  body: '<p>Według danych GUS liczba rozpoczętych budów wzrosła o 18%.</p>',
  categoryIds: [],
  tagIds: [],
  authorIds: [],
  image: null,
  publishAt: null,
  ...overrides,
});

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
