import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, loginAs, type TestApp } from '../test/test-app.js';
import { redisReachable, TEST_REDIS_URL } from '../test/test-redis.js';
import { forgetCompanyActors } from './auth.js';

/** The caller is cached per user and session; every change reaches the next request. */
// Long on purpose: only the invalidation may make a change visible, never the cache running out.
const LONG = { ACTOR_CACHE_TTL_MS: '600000', SESSION_CHECK_TTL_MS: '600000' };

const opened: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const t of opened.reverse()) await t.close();
});

const me = (app: FastifyInstance, accessToken: string) =>
  app.inject({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${accessToken}` } });

const idOf = async (app: FastifyInstance, login: string) => {
  const rows = (
    await app.db.execute<{ id: number; company_id: number }>(
      sql`select id, company_id from users where login = ${login}`,
    )
  ).rows;
  return { userId: Number(rows[0]?.id), companyId: Number(rows[0]?.company_id) };
};

const setOfferEdit = (
  app: FastifyInstance,
  adminToken: string,
  ids: { userId: number; companyId: number },
  granted: boolean,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/v2/companies/${ids.companyId}/users/${ids.userId}/offer-edit`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { granted },
  });

const services = async (app: FastifyInstance, token: string) =>
  (await me(app, token)).json().availableServices as string[];

describe('the cached caller (one instance)', () => {
  let t: TestApp;

  it('sees a service granted to the user on the next request', async () => {
    t = await createTestApp(LONG);
    opened.push(t);
    const sub = await loginAs(t.app, 'subkonto');
    const admin = await loginAs(t.app, 'klient');
    const ids = await idOf(t.app, 'subkonto');
    expect((await setOfferEdit(t.app, admin.accessToken, ids, false)).statusCode).toBe(204);
    expect(await services(t.app, sub.accessToken)).not.toContain('COMPANY_OFFER_EDIT');
    expect((await setOfferEdit(t.app, admin.accessToken, ids, true)).statusCode).toBe(204);
    expect(await services(t.app, sub.accessToken)).toContain('COMPANY_OFFER_EDIT');
  });

  it("holds the company's flags until a company write drops them, then reads them again", async () => {
    const sub = await loginAs(t.app, 'subkonto');
    const { companyId } = await idOf(t.app, 'subkonto');
    expect((await me(t.app, sub.accessToken)).json().isSubsidized).toBe(false);
    await t.app.db.execute(sql`update companies set subsidized = true where id = ${companyId}`);
    // A write outside the services is not announced: the cached caller stands (the cache is on).
    expect((await me(t.app, sub.accessToken)).json().isSubsidized).toBe(false);
    await forgetCompanyActors(t.app, companyId);
    expect((await me(t.app, sub.accessToken)).json().isSubsidized).toBe(true);
    await t.app.db.execute(sql`update companies set subsidized = false where id = ${companyId}`);
    await forgetCompanyActors(t.app, companyId);
  });

  it('refuses a logged-out token at once', async () => {
    const sub = await loginAs(t.app, 'subkonto');
    expect((await me(t.app, sub.accessToken)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refreshToken: sub.refreshToken } });
    expect((await me(t.app, sub.accessToken)).statusCode).toBe(401);
  });
});

describe.runIf(await redisReachable())('the cached caller on two instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;

  const twoInstances = async () => {
    a = await createTestApp({ ...LONG, REDIS_URL: TEST_REDIS_URL });
    opened.push(a);
    // The second instance: its own process state and Redis connections, the same database.
    b = await buildApp({ env: a.app.env, database: a.app.database, logger: false });
    await b.ready();
    opened.push({ close: () => b.close() });
  };

  it('sees on instance B a change made through instance A', async () => {
    await twoInstances();
    const sub = await loginAs(a.app, 'subkonto');
    const admin = await loginAs(a.app, 'klient');
    const ids = await idOf(a.app, 'subkonto');
    expect((await setOfferEdit(a.app, admin.accessToken, ids, false)).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await services(b, sub.accessToken)).not.toContain('COMPANY_OFFER_EDIT'));
    expect(await services(b, sub.accessToken)).not.toContain('COMPANY_OFFER_EDIT');
    expect((await setOfferEdit(a.app, admin.accessToken, ids, true)).statusCode).toBe(204);
    // The message is delivered before A's publish is answered; B handles it within a few ms.
    await vi.waitFor(async () => expect(await services(b, sub.accessToken)).toContain('COMPANY_OFFER_EDIT'), {
      timeout: 200,
      interval: 5,
    });
  });

  it('refuses on instance B a token logged out on instance A', async () => {
    const sub = await loginAs(a.app, 'subkonto');
    expect((await me(b, sub.accessToken)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refreshToken: sub.refreshToken } });
    await vi.waitFor(async () => expect((await me(b, sub.accessToken)).statusCode).toBe(401), {
      timeout: 200,
      interval: 5,
    });
  });
});
