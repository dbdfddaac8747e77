import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { findRecommendationPageGeneric } from './recommendation-generic.queries.js';
import { findRecommendationPage } from './recommendation-page.js';
import type { RecommendationSearch } from './recommendation-search.js';

/**
 * The fast statements (copied places, covering indexes, keys computed up to the page) answer exactly
 * what the reference statement over investments answers: same companies, same order, same reasons,
 * same totals, on the demo data around the places of its investments.
 */
const t = useTestApp();

const search = (over: Partial<RecommendationSearch>): RecommendationSearch => ({
  industryIds: [],
  latitude: 52.23,
  longitude: 21.01,
  scope: 'any',
  seatMetres: null,
  workMetres: null,
  excludedCompanyIds: [],
  worksCount: { min: 1, max: null },
  worksValue: { min: null, max: null },
  viewerUserId: 1,
  page: 0,
  size: 30,
  worksShown: 3,
  ...over,
});
const km = (n: number | 'all') => (n === 'all' ? Number.POSITIVE_INFINITY : n * 1000);

describe('fast recommendation statements', () => {
  it('answer as the reference statement for every distance shape, scope, subsector, value and page', async () => {
    const places = (
      await t.app.db.execute<{
        latitude: number;
        longitude: number;
        industries: number[];
        subsector: number | null;
      }>(sql`
        select i.latitude, i.longitude, array_agg(distinct ic.industry_id order by ic.industry_id) as industries,
               min(i.subsector_id) as subsector
          from investments i join investment_companies ic on ic.investment_id = i.id
         group by i.id order by i.id limit 4`)
    ).rows;
    const nominated = (await t.app.db.execute<{ id: number }>(sql`select id from companies order by id limit 3`)).rows;
    const distances: [number | 'all' | null, number | 'all' | null][] = [
      [75, 75],
      [null, 30],
      [50, null],
      [null, 'all'],
      ['all', null],
      [100, 'all'],
      ['all', 20],
      ['all', 'all'],
    ];
    let compared = 0;
    let answered = 0;
    for (const [p, place] of places.entries())
      for (const [seat, work] of distances) {
        const base = search({
          industryIds: place.industries.slice(0, 2).map(Number),
          latitude: Number(place.latitude),
          longitude: Number(place.longitude),
          seatMetres: seat === null ? null : km(seat),
          workMetres: work === null ? null : km(work),
          excludedCompanyIds: p === 1 ? nominated.map((n) => Number(n.id)) : [],
          scope: p === 2 ? { delivery: false, service: true } : 'any',
          subsectorIds: p === 3 && place.subsector ? [Number(place.subsector)] : undefined,
          worksValue: p === 3 ? { min: 1_000_000, max: null } : { min: null, max: null },
          size: 7,
        });
        for (const page of [0, 1, 3]) {
          const s = { ...base, page };
          const fast = await findRecommendationPage(t.app.db, s);
          expect(fast, JSON.stringify({ seat, work, p, page })).toEqual(
            await findRecommendationPageGeneric(t.app.db, s),
          );
          compared++;
          if (fast.length > 0) answered++;
        }
      }
    expect(compared).toBe(4 * distances.length * 3);
    expect(answered).toBeGreaterThan(compared / 3);
  });

  it('follow an investment or a seat that moves (the copies kept by the database)', async () => {
    const company = await buildCompany(t.app.db, { latitude: 10, longitude: 10 });
    const investment = await buildInvestment(t.app.db, {
      latitude: 10.1,
      longitude: 10,
      participants: [{ companyId: company.id, industryId: 401 }],
    });
    const near = (latitude: number) =>
      findRecommendationPage(
        t.app.db,
        search({ industryIds: [401], latitude, longitude: 10, workMetres: 20_000, seatMetres: 20_000 }),
      );
    expect((await near(10)).map((r) => r.id)).toEqual([company.id]);
    await t.app.db.execute(sql`update investments set latitude = 11 where id = ${investment.id}`);
    expect((await near(10)).map((r) => r.id)).toEqual([company.id]); // by its seat only now
    expect((await near(10))[0]?.nearest_m).toBeGreaterThan(90_000);
    await t.app.db.execute(sql`update companies set latitude = 30 where id = ${company.id}`);
    expect(await near(10)).toEqual([]);
    expect((await near(11)).map((r) => r.id)).toEqual([company.id]);
  });
});
