import { citySlug } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/** The public city pages and samples: no login, the same answer for everyone, shared caches allowed. */
const t = useTestApp({ env: { JOBS_WORKER: 'off' } });
const get = (url: string) => t.app.inject({ url: `/api/v2${url}` });

let current = 0;
let finished = 0;

beforeAll(async () => {
  current = (
    await buildInvestment(t.app.db, {
      place: 'Zielona Góra',
      name: 'Hala sportowa przy Szkolnej',
      valuePln: 23_000_000,
      stageId: 9,
    })
  ).id;
  finished = (await buildInvestment(t.app.db, { place: 'Zielona Góra', stageId: 13 })).id;
});

describe('city pages', () => {
  it('names the slug as the contract folds it', () => {
    expect(citySlug('Zielona Góra')).toBe('zielona-gora');
    expect(citySlug('Łódź')).toBe('lodz');
  });

  it("answers a city's current investments with a value band, never the value, for anyone", async () => {
    const res = await get('/investment-cities/zielona-gora');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const page = res.json();
    expect(page.city.name).toBe('Zielona Góra');
    const ids = page.investments.map((i: { id: number }) => i.id);
    expect(ids).toContain(current);
    expect(ids).not.toContain(finished);
    expect(page.investments.find((i: { id: number }) => i.id === current)).toEqual({
      id: current,
      name: 'Hala sportowa przy Szkolnej',
      stageName: 'Realizacja',
      valueBand: '10–50 mln zł',
    });
  });

  it('lists cities linking to their pages', async () => {
    const res = await get('/investment-cities');
    expect(res.statusCode).toBe(200);
    expect(res.json().cities.map((c: { slug: string }) => c.slug)).toContain('zielona-gora');
  });

  it('a reserved word or an unknown town is 404, a malformed one 400', async () => {
    expect((await get('/investment-cities/szukaj')).statusCode).toBe(404);
    expect((await get('/investment-cities/nie-ma-takiego-miasta')).statusCode).toBe(404);
    expect((await get('/investment-cities/Zielona%20G%C3%B3ra')).statusCode).toBe(400);
  });
});

describe('samples', () => {
  it('answers sample investments and orders to anyone', async () => {
    const investments = await get('/investment-samples');
    expect(investments.statusCode, investments.body).toBe(200);
    expect(Array.isArray(investments.json())).toBe(true);
    const orders = await get('/order-samples');
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json().length).toBeGreaterThan(0);
    expect(orders.json()[0]).toHaveProperty('companyName');
  });
});
