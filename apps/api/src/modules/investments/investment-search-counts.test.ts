import { investmentProvinceCountsSchema, investmentSearchPageSchema, ON_HOLD_STAGE_ID } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildSearchScene } from './investment-search-test-scene.js';

const t = useTestApp({ logins: ['klient'] });
const db = () => t.app.database.db;
let scene: Awaited<ReturnType<typeof buildSearchScene>>;

beforeAll(async () => {
  scene = await buildSearchScene(db());
});

type Bucket = { province_id: number; stage_id: number; archived: boolean; investments: number; value_pln: string };

/** The kept counts beside the same figures counted over every investment: they must be equal. */
const keptAndCounted = async () => {
  const kept = await db().execute<Bucket>(sql`
    select province_id::int, stage_id::int, archived, investments::int, value_pln::text
      from investment_province_counts order by 1, 2, 3`);
  const counted = await db().execute<Bucket>(sql`
    select coalesce(province_id, 0)::int as province_id, coalesce(stage_id, 0)::int as stage_id, archived,
           count(*)::int as investments, coalesce(sum(value_pln), 0)::text as value_pln
      from investments group by 1, 2, 3 order by 1, 2, 3`);
  return { kept: kept.rows, counted: counted.rows };
};

/** The kept copy of the names with the columns the word totals read, beside the investments' own. */
const namesAndInvestments = async () => {
  const columns = sql`search_folded, province_id::int, stage_id::int, archived, value_pln::text`;
  const kept = await db().execute(
    sql`select investment_id::int as id, ${columns} from investment_search_names order by investment_id`,
  );
  const own = await db().execute(sql`select id::int, ${columns} from investments order by id`);
  return { kept: kept.rows, own: own.rows };
};

const expectKeptCountsRight = async () => {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  const names = await namesAndInvestments();
  expect(names.kept).toEqual(names.own);
};

const get = async (url: string) => {
  const response = await t.app.inject({ url: `/api/v2${url}`, headers: t.headers.klient });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the kept counts and names of the investment search', () => {
  it('hold every investment of the seed and of the scene per voivodeship, stage and archive flag', async () => {
    await expectKeptCountsRight();
  });

  it('follow inserts, stage changes, archiving, moves, new values and deletes, one row or many at once', async () => {
    const extra = await buildInvestment(db(), { name: 'Hala produkcyjna', place: 'Opole', valuePln: 7_000_000 });
    await expectKeptCountsRight();
    await db().execute(sql`update investments set stage_id = ${ON_HOLD_STAGE_ID} where id = ${extra.id}`);
    await db().execute(sql`update investments set archived = true, value_pln = 9000000 where id = ${extra.id}`);
    await db().execute(sql`update investments set province_id = null, stage_id = null where id = ${extra.id}`);
    await db().execute(
      sql`update investments set name = 'Hala sportowa', name_lemmas = 'hala sportowy' where id = ${extra.id}`,
    );
    await expectKeptCountsRight();
    // one statement over several rows and buckets, a change of nothing the counts keep among them
    await db().execute(sql`
      update investments set value_pln = coalesce(value_pln, 0) + 1, name = name || ' '
       where id in (${scene.hall.id}, ${scene.school.id}, ${scene.archived.id})`);
    await expectKeptCountsRight();
    await db().execute(sql`delete from investments where id = ${extra.id}`);
    await expectKeptCountsRight();
  });

  it('answer the map and the search filtered by voivodeships, stages and states as counting would', async () => {
    const counted = await db().execute<{ n: number; value: string }>(sql`
      select count(*)::int as n, coalesce(sum(value_pln), 0)::text as value from investments
       where province_id = ${scene.road.provinceId} and not archived and stage_id = ${ON_HOLD_STAGE_ID}`);
    const page = investmentSearchPageSchema.parse(
      await get(`/investments/search?woj=${scene.road.provinceId}&stan=wstrzymane`),
    );
    expect(page.totalElements).toBe(Number(counted.rows[0]!.n));
    expect(page.totalValuePln).toBe(Number(counted.rows[0]!.value));
    expect(page.content.map((i) => i.id)).toContain(scene.road.id);

    const all = await db().execute<{ n: number; value: string }>(
      sql`select count(*)::int as n, coalesce(sum(value_pln), 0)::text as value from investments`,
    );
    const provinces = investmentProvinceCountsSchema.parse(await get('/investments/search/provinces'));
    expect(provinces.reduce((sum, p) => sum + p.count, 0)).toBe(Number(all.rows[0]!.n));
    expect(provinces.reduce((sum, p) => sum + p.valuePln, 0)).toBe(Number(all.rows[0]!.value));
    const whole = investmentSearchPageSchema.parse(await get('/investments/search'));
    expect(whole.totalElements).toBe(Number(all.rows[0]!.n));
  });

  it('answer a word, alone or with voivodeships, stages and states, as the investments themselves', async () => {
    // every type chosen: the same matches, counted over the investments (no kept copy has the type)
    const everyType = 'typy=ROAD,CONSTRUCTION';
    const queries = [
      'q=hala',
      'q=hali magazynowej',
      `q=hala&woj=${scene.hall.provinceId}&stan=aktywne`,
      `q=drogi&etapy=${ON_HOLD_STAGE_ID}&stan=wstrzymane,archiwalne`,
      `woj=${scene.road.provinceId},${scene.hall.provinceId}&etapy=9,${ON_HOLD_STAGE_ID}`,
    ];
    for (const query of queries) {
      const kept = investmentSearchPageSchema.parse(await get(`/investments/search?${query}`));
      const counted = investmentSearchPageSchema.parse(await get(`/investments/search?${query}&${everyType}`));
      expect({ query, count: kept.totalElements, value: kept.totalValuePln }).toEqual({
        query,
        count: counted.totalElements,
        value: counted.totalValuePln,
      });
      expect(kept.content).toEqual(counted.content);
      const keptMap = await get(`/investments/search/provinces?${query}`);
      expect(keptMap).toEqual(await get(`/investments/search/provinces?${query}&${everyType}`));
    }
    const hall = investmentSearchPageSchema.parse(await get(`/investments/search?${queries[2]}`));
    expect(hall.content.map((i) => i.id)).toContain(scene.hall.id);
  });

  it('finds by a place and a distance exactly what the great-circle distance finds', async () => {
    const places = await db().execute<{ id: number; name: string; latitude: number; longitude: number }>(sql`
      select distinct on (name) id::int, name, latitude, longitude from locations
       where name in ('Kraków', 'Gdańsk', 'Suwałki', 'Zakopane') order by name, population desc nulls last`);
    expect(places.rows).toHaveLength(4);
    for (const place of places.rows)
      for (const km of [5, 15, 50, 100, 300]) {
        const counted = await db().execute<{ n: number }>(sql`
          select count(*)::int as n from investments
           where earth_distance(ll_to_earth(${place.latitude}::float8, ${place.longitude}::float8),
                                ll_to_earth(latitude, longitude)) <= ${km * 1000}::float8`);
        const page = investmentSearchPageSchema.parse(
          await get(`/investments/search?miejsce=${place.id}:${encodeURIComponent(place.name)}&km=${km}`),
        );
        expect({ place: place.name, km, n: page.totalElements }).toEqual({
          place: place.name,
          km,
          n: counted.rows[0]!.n,
        });
      }
  });
});
