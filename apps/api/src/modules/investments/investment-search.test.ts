import { investmentSearchPageSchema, WHOLE_POLAND_DISTANCE } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildSearchScene } from './investment-search-test-scene.js';

const t = useTestApp({ logins: ['klient'] });
const { klient } = t.headers;
let scene: Awaited<ReturnType<typeof buildSearchScene>>;
let krakow: number;

beforeAll(async () => {
  scene = await buildSearchScene(t.app.database.db);
  const place = await t.app.database.db.execute<{ id: number }>(
    "select id from locations where name = 'Kraków' order by population desc nulls last limit 1" as never,
  );
  krakow = Number(place.rows[0]!.id);
});

const search = async (query: string, headers = klient) => {
  const response = await t.app.inject({
    url: `/api/v2/investments/search?firma=${scene.company.id}&${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return investmentSearchPageSchema.parse(response.json());
};
const names = async (query: string) => (await search(query)).content.map((i) => i.name);

describe('investment search filters (spec platform 2.3)', () => {
  it("finds a company's investments, the last changed first, with places, stages and participants", async () => {
    const page = await search('');
    expect(page.totalElements).toBe(5);
    expect(page.totalValuePln).toBe(168_000_000);
    const [first] = page.content;
    expect(first).toMatchObject({ name: scene.hall.name, place: 'Skawina', participants: 2, followed: false });
    expect(first!.stage?.name).toBe('Realizacja');
  });

  it('finds words in inflected forms and without Polish letters', async () => {
    expect(await names('q=hala%20magazynowa')).toEqual([scene.hall.name]);
    expect(await names('q=szkola')).toEqual([scene.school.name]);
  });

  it('finds around a place within a distance, sorted by distance', async () => {
    const near = await search(`miejsce=${krakow}:Krak%C3%B3w&km=50&sort=odleglosc`);
    expect(near.content.map((i) => i.name)).toEqual([scene.archived.name, scene.hall.name]);
    expect(near.content[1]!.distanceKm).toBeGreaterThan(5);
    const all = await search(`miejsce=${krakow}:Krak%C3%B3w&km=${WHOLE_POLAND_DISTANCE}&sort=odleglosc`);
    expect(all.totalElements).toBe(5);
  });

  it('filters by voivodeship, sector, stage, type, character, value and dates', async () => {
    expect(await names(`woj=${scene.hall.provinceId}&sort=wartosc-malejaco`)).toEqual([
      scene.hall.name,
      scene.archived.name,
    ]);
    expect((await names('sektory=1')).sort()).toEqual([scene.archived.name, scene.school.name].sort());
    expect(await names(`powiaty=${scene.hall.districtId}`)).toEqual([scene.hall.name]);
    expect(await names('etapy=5')).toEqual([scene.school.name]);
    expect(await names('typy=ROAD')).toEqual([scene.road.name]);
    expect(await names('charakter=PUBLIC')).toEqual([scene.school.name]);
    expect(await names('wartoscOd=10000000&wartoscDo=50000000')).toEqual([scene.hall.name]);
    expect(await names('startOd=2026-01-01')).toEqual([scene.school.name]);
    expect(await names('koniecDo=2026-12-31')).toEqual([scene.hall.name]);
    expect(await names('branze=402')).toEqual([scene.hall.name, scene.school.name]);
  });

  it('tells active, on hold and archived investments apart', async () => {
    expect(await names('stan=wstrzymane')).toEqual([scene.road.name]);
    expect(await names('stan=archiwalne')).toEqual([scene.archived.name]);
    expect((await search('stan=aktywne')).totalElements).toBe(3);
  });

  it('sorts by value and by dates', async () => {
    expect((await names('sort=wartosc-malejaco'))[0]).toBe(scene.road.name);
    expect((await names('sort=start-rosnaco'))[0]).toBe(scene.hall.name);
    expect((await names('sort=koniec-malejaco'))[0]).toBe(scene.school.name);
  });

  it('falls back to the default for every malformed parameter', async () => {
    const bad =
      'q=&miejsce=abc&km=7&woj=99&powiaty=x&sektory=-1&etapy=1.5&typy=BRIDGE&charakter=x&wartoscOd=-5' +
      '&wartoscDo=abc&startOd=2026-13-01&startDo=x&koniecOd=1&koniecDo=2&branze=0&stan=wszystkie&sort=alfabet&strona=0';
    const page = await search(bad);
    expect(page.totalElements).toBe(5);
    expect(page.page).toBe(0);
    expect((await search('miejsce=999999999:Nigdzie&km=5')).totalElements).toBe(5);
  });

  it('pages by 20, strona being 1-based', async () => {
    const page = await search('strona=2');
    expect(page).toMatchObject({ page: 1, content: [], totalElements: 5, access: 'full' });
  });

  it('answers anonymous callers with 401', async () => {
    const response = await t.app.inject({ url: `/api/v2/investments/search?firma=${scene.other.id}&q=szkola` });
    expectError(response, 401, 'UNAUTHORIZED');
  });
});
