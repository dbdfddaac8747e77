import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { waitFor } from '../test/wait-for.js';
import { METRICS_PATH } from './metrics.js';

/**
 * GET /api/metrics (docs/operations.md, "Metrics"): Prometheus text for the scraper's bearer token only, with
 * requests per route pattern, errors per catalogue code, the database, the job queue, the outbox
 * and the cache; absent unless METRICS_ENABLED.
 */
const TOKEN = 'metrics-test-token-0123456789';
const t = useTestApp({ logins: ['klient'], env: { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN } });

const scrape = async () => {
  const res = await t.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one series (name and labels exactly as printed), or undefined. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('protection', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without Bearer', { authorization: TOKEN }],
  ])('%s gets 401 in the error shape', async (_what, headers) => {
    const res = await t.app.inject({ url: METRICS_PATH, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it("a user's login token gets 401: metrics are for the scraper only", async () => {
    const res = await t.app.inject({ url: METRICS_PATH, headers: t.headers.klient });
    expect(res.statusCode).toBe(401);
  });

  describe('without METRICS_ENABLED', () => {
    let off: TestApp;
    beforeAll(async () => {
      off = await createTestApp();
    });
    afterAll(async () => {
      await off?.close();
    });
    it('there is no such address', async () => {
      const res = await off.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('series', () => {
  it('counts requests and their time per route pattern, never per raw URL', async () => {
    for (const id of [999_991, 999_992]) {
      await t.app.inject({ url: `/api/v2/orders/${id}`, headers: t.headers.klient });
    }
    const text = await scrape();
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/v2/orders/:id",status="404"}')).toBe(2);
    expect(seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/v2/orders/:id"}')).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/v2/orders/:id"}');
    // in no label (a value may hold the digits: a duration sum of 0.0032936249999911526 did)
    expect(text).not.toMatch(/\{[^}]*999991[^}]*\}/);
  });

  it('counts error answers by the code of the error catalogue', async () => {
    const before = seriesValue(await scrape(), 'http_errors_total{code="ORDER_NOT_FOUND",status="404"}') ?? 0;
    await t.app.inject({ url: '/api/v2/orders/999993', headers: t.headers.klient });
    await t.app.inject({ url: '/api/v2/users/me' });
    const text = await scrape();
    expect(seriesValue(text, 'http_errors_total{code="ORDER_NOT_FOUND",status="404"}')).toBe(before + 1);
    expect(seriesValue(text, 'http_errors_total{code="UNAUTHORIZED",status="401"}')).toBeGreaterThanOrEqual(1);
  });

  it("counts the cache's hits and misses by key family", async () => {
    const before = await scrape();
    await t.app.inject({ url: '/api/v2/industries' });
    await t.app.inject({ url: '/api/v2/industries' });
    const text = await scrape();
    const hits = (s: string) => seriesValue(s, 'cache_requests_total{cache="ref",result="hit"}') ?? 0;
    const misses = (s: string) => seriesValue(s, 'cache_requests_total{cache="ref",result="miss"}') ?? 0;
    expect(hits(text) + misses(text) - hits(before) - misses(before)).toBe(2);
    expect(hits(text)).toBeGreaterThan(hits(before));
  });

  it('shows the job queue by queue and state, with the age of the oldest ready job', async () => {
    const queue = 'metrics-test';
    await t.app.jobs.boss.createQueue(queue);
    await t.app.jobs.boss.send(queue, { n: 1 });
    await t.app.jobs.boss.send(queue, { n: 2 }, { startAfter: 3600 });
    const text = await scrape();
    expect(seriesValue(text, `job_queue_jobs{queue="${queue}",state="queued"}`)).toBe(1);
    expect(seriesValue(text, `job_queue_jobs{queue="${queue}",state="deferred"}`)).toBe(1);
    expect(seriesValue(text, `job_queue_oldest_age_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
  });

  it('reports 0 for a queue where no job waits, rather than no series', async () => {
    const queue = 'metrics-idle';
    await t.app.jobs.boss.createQueue(queue);
    const text = await scrape();
    for (const state of ['queued', 'deferred', 'active']) {
      expect(seriesValue(text, `job_queue_jobs{queue="${queue}",state="${state}"}`), state).toBe(0);
    }
    expect(seriesValue(text, `job_queue_oldest_age_seconds{queue="${queue}"}`)).toBe(0);
  });

  it("shows the outbox's e-mails of the last day by status", async () => {
    const before = await scrape();
    const count = (s: string) => seriesValue(s, 'emails_outbox_last_day{status="NOT_SENT"}') ?? 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/password-reset',
      payload: { email: 'klient@demo.platforma.pl' },
    });
    expect(res.statusCode).toBe(204);
    // without SMTP_URL the e-mail is kept in the outbox as NOT_SENT (docs/email.md)
    await waitFor(async () => count(await scrape()) > count(before), 15_000, 'the e-mail in the outbox');
  });

  it('shows the database statements and the process', async () => {
    const text = await scrape();
    expect(seriesValue(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE db_pool_connections gauge');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
