import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { buildCompany, buildUser } from '../../test/factories/index.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { redisReachable, TEST_REDIS_URL } from '../../test/test-redis.js';

/**
 * A deactivated person is logged out on every instance at once (spec 6, 'Konta użytkowników'): the
 * other instance holds the person's caller in its cache for long, and only the drop published on
 * Redis may end it, never the cache running out.
 */
const LONG = { ACTOR_CACHE_TTL_MS: '600000', SESSION_CHECK_TTL_MS: '600000' };

const opened: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const t of opened.reverse()) await t.close();
});

const me = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ url: '/api/v2/users/me', headers });

describe.runIf(await redisReachable())('deactivation on two instances sharing Redis', () => {
  it('refuses on instance B, at once, the access token of a person deactivated on instance A', async () => {
    const a: TestApp = await createTestApp({ ...LONG, REDIS_URL: TEST_REDIS_URL });
    opened.push(a);
    const b = await buildApp({ env: a.app.env, database: a.app.database, logger: false });
    await b.ready();
    opened.push({ close: () => b.close() });

    const company = await buildCompany(a.app.db);
    const admin = await buildUser(a.app.db, { companyId: company.id, companyAdmin: true });
    const member = await buildUser(a.app.db, { companyId: company.id, companyAdmin: false });
    const adminLogin = await loginAs(a.app, admin.login);
    const memberLogin = await loginAs(a.app, member.login);
    // B has read and cached the member's caller and session
    expect((await me(b, memberLogin.headers)).statusCode).toBe(200);

    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${company.id}/people/${member.id}/active`,
      headers: adminLogin.headers,
      payload: { active: false },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(a.app, memberLogin.headers)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(b, memberLogin.headers)).statusCode).toBe(401), {
      timeout: 200,
      interval: 5,
    });
    const refresh = await b.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      payload: { refreshToken: memberLogin.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
