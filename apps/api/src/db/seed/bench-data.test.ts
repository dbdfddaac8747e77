import { ORDER_STATUSES } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../client.js';
import {
  BENCH_DATA_SEED,
  BENCH_DATA_VERSION,
  BENCH_SCALES,
  datasetChecksum,
  findMarker,
  generateBenchData,
} from './bench-data.js';
import { DEMO_ACCOUNTS } from './index.js';

const small = BENCH_SCALES.small;

describe('the benchmark data set at small scale (PGlite)', () => {
  const handles: DatabaseHandle[] = [];
  const results: Awaited<ReturnType<typeof generateBenchData>>[] = [];

  beforeAll(async () => {
    for (let run = 0; run < 2; run++) {
      const handle = await openDatabase({ inMemory: true });
      handles.push(handle);
      results.push(await generateBenchData(handle.db, { scale: 'small' }));
    }
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('adds the generated rows of each table on top of the demo data', () => {
    const counts = results[0]?.counts ?? {};
    // the demo data brings a few dozen companies, investments and orders of its own
    expect(counts.companies).toBeGreaterThanOrEqual(small.companies);
    expect(counts.companies).toBeLessThan(small.companies + 100);
    expect(counts.investments).toBeGreaterThanOrEqual(small.investments);
    expect(counts.investments).toBeLessThan(small.investments + 300);
    expect(counts.participations).toBeGreaterThan(3 * small.investments);
    expect(counts.orders).toBeGreaterThanOrEqual(small.orders);
    expect(counts.orders).toBeLessThan(small.orders + 100);
    expect(counts.orderIndustries).toBeGreaterThan(counts.orders ?? 0);
    expect(counts.users).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
  });

  it('has orders in every status', () => {
    for (const status of ORDER_STATUSES) expect(results[0]?.statuses[status] ?? 0).toBeGreaterThan(0);
  });

  it('records the scale, seed, version and counts in its marker', async () => {
    const marker = await findMarker(handles[0]!.db, 'small');
    expect(marker).toMatchObject({ scale: 'small', seed: BENCH_DATA_SEED, version: BENCH_DATA_VERSION });
    expect(marker?.counts).toEqual(results[0]?.counts);
    expect(await findMarker(handles[0]!.db, 'large')).toBeNull();
  });

  it("ends with every index of the migrations, the kept tables' triggers on and their counts made once", async () => {
    const migrated = await openDatabase({ inMemory: true });
    handles.push(migrated);
    const rows = async (db: Database, query: ReturnType<typeof sql>) =>
      (await db.execute(query)).rows.map((r) => JSON.stringify(r));
    const indexes = sql`select tablename, indexdef from pg_indexes
                         where schemaname = 'public' and tablename <> 'bench_dataset' order by 1, 2`;
    const generated = handles[0]!.db;
    expect(await rows(generated, indexes)).toEqual(await rows(migrated.db, indexes));
    expect(
      await rows(
        generated,
        sql`select tgname, tgenabled from pg_trigger where tgrelid in ('orders'::regclass, 'order_industries'::regclass, 'investment_companies'::regclass)
                                       and not tgisinternal and tgenabled <> 'O'`,
      ),
    ).toEqual([]);
    const kept = sql`select (select json_agg(p order by p.investment_id, p.status) from order_map_investment_pins p) as pins,
                            (select json_agg(c order by c.province_id, c.status, c.industry_only, c.industry_ids)
                               from order_map_province_industry_counts c) as counts,
                            (select json_agg(r order by r.month, r.province_id, r.top_industry_id, r.offers)
                               from report_competition_counts r) as competition,
                            (select json_agg(r order by r.company_id) from report_company_investments r) as companies`;
    const before = await rows(generated, kept);
    expect(before[0]).toContain('RELEASED');
    expect(before[0]).toContain('top_industry_id');
    await generated.execute(sql`select order_map_rebuild(), report_units_rebuild(), report_companies_rebuild()`);
    expect(await rows(generated, kept)).toEqual(before);
  });

  it('makes the same rows in two runs with the same seed', async () => {
    expect(results[1]?.counts).toEqual(results[0]?.counts);
    expect(results[1]?.statuses).toEqual(results[0]?.statuses);
    const [a, b] = [await datasetChecksum(handles[0]!.db), await datasetChecksum(handles[1]!.db)];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toBe(a);
  });
});
