import { polishMonth } from '@platform/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { redisReachable, TEST_REDIS_URL } from '../../test/test-redis.js';

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});

describe.runIf(await redisReachable())('dashboard statistics in Redis', () => {
  it('are counted once and answered from Redis by every instance', async () => {
    const first = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    const second = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    opened.push(first, second);
    await first.app.cache.delete('dashboard-statistics:');
    const statistics = (
      await first.app.inject({
        url: '/api/v2/dashboard/statistics',
        headers: (await loginAs(first.app, 'dotowany')).headers,
      })
    ).json();
    // ioredis adds the 'platforma:' key prefix itself
    expect(await first.app.cache.redis!.exists(`dashboard-statistics:${polishMonth(new Date())}`)).toBe(1);
    const ttl = await first.app.cache.redis!.pttl(`dashboard-statistics:${polishMonth(new Date())}`);
    expect(ttl).toBeGreaterThan(299_000_000);
    const fromSecond = await second.app.inject({
      url: '/api/v2/dashboard/statistics',
      headers: (await loginAs(second.app, 'dotowany')).headers,
    });
    expect(fromSecond.json()).toEqual(statistics);
    // Redis outlives the run: a test database's figures must not linger for days
    await first.app.cache.delete('dashboard-statistics:');
  });
});
