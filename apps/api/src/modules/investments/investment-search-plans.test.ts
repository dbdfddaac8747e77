import { investmentSearchPageSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildSearchScene } from './investment-search-test-scene.js';

const t = useTestApp({ logins: ['klient', 'dotowany', 'manager'] });
let scene: Awaited<ReturnType<typeof buildSearchScene>>;
let free: Record<string, string>;

beforeAll(async () => {
  scene = await buildSearchScene(t.app.database.db);
  const user = await buildUser(t.app.database.db, { accountType: 'CLIENT', availableServices: [] });
  free = await t.login(user.login);
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/api/v2${url}`, headers });

describe('what each plan sees of the search (companies document 1 and 6)', () => {
  it('the free plan gets the count and total value only', async () => {
    const response = await get(`/investments/search?firma=${scene.company.id}`, free);
    const page = investmentSearchPageSchema.parse(response.json());
    expect(page).toMatchObject({ access: 'counts', content: [], totalElements: 5, totalValuePln: 168_000_000 });
  });

  it('a subsidised client gets the first page only, whatever page is asked', async () => {
    const page = investmentSearchPageSchema.parse(
      (await get(`/investments/search?strona=3&stan=aktywne`, t.headers.dotowany)).json(),
    );
    expect(page.access).toBe('firstPage');
    expect(page.page).toBe(0);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.totalElements).toBeLessThanOrEqual(20);
  });

  it("a subsidised client cannot open another company's investments", async () => {
    const response = await get(`/investments/search?firma=${scene.company.id}`, t.headers.dotowany);
    expectError(response, 403, 'INVESTMENT_SEARCH_COMPANY_SUBSCRIPTION');
    expect(response.json().message).toBe('Usługa dostępna tylko w abonamencie');
  });

  it('a client with the plan and staff see every page', async () => {
    for (const headers of [t.headers.klient, t.headers.manager]) {
      const page = investmentSearchPageSchema.parse(
        (await get(`/investments/search?firma=${scene.company.id}`, headers)).json(),
      );
      expect(page).toMatchObject({ access: 'full', totalElements: 5 });
      expect(page.content).toHaveLength(5);
    }
  });

  it('the map: counts for every plan, pins for the full plan only', async () => {
    const bbox = 'bbox=14,49,24.2,54.9';
    expect((await get(`/investments/search/provinces?firma=${scene.company.id}`, free)).statusCode).toBe(200);
    expectError(await get(`/investments/search/pins?${bbox}`, free), 403, 'INVESTMENT_MAP_PINS_PLAN');
    expectError(await get(`/investments/search/pins?${bbox}`, t.headers.dotowany), 403, 'INVESTMENT_MAP_PINS_PLAN');
    expect((await get(`/investments/search/pins?${bbox}`, t.headers.klient)).statusCode).toBe(200);
  });
});
