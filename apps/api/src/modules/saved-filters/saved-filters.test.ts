import {
  EMPTY_ORDER_LIST_FILTER,
  filterFromParams,
  jsonByteLength,
  ORDER_MESSAGES,
  USER_FILTER_MAX_BYTES,
  userFilterSchema,
} from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError } from '../../test/assertions.js';
import { buildUser, buildUserFilters, type UserRow } from '../../test/factories/index.js';
import type { Headers } from '../../test/use-test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
/** A client and a colleague of the same company, each with no saved filters yet. */
let owner: UserRow;
let asOwner: Headers;
let asColleague: Headers;

beforeAll(async () => {
  owner = await buildUser(t.app.db, { accountType: 'CLIENT' });
  const colleague = await buildUser(t.app.db, { accountType: 'SUBACCOUNT', companyId: owner.companyId });
  asOwner = await t.login(owner.login);
  asColleague = await t.login(colleague.login);
});

const save = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v2/user-filters', headers, payload: payload as object });
const filters = { industryIds: [4], sort: 'WORK_DATE_NEAREST', search: 'żuraw' };

describe('saved filters', () => {
  it('saves, lists by type and deletes a filter', async () => {
    const created = await save(asOwner, { type: 'ALL', name: 'Instalacje w Warszawie', filters });
    expect(created.statusCode, created.body).toBe(201);
    const filter = userFilterSchema.parse(created.json());
    expect(filter.filters).toEqual({ ...EMPTY_ORDER_LIST_FILTER, ...filters });
    const listed = await t.app.inject({ url: '/api/v2/user-filters?type=ALL', headers: asOwner });
    expect(listed.json().map((f: { id: number }) => f.id)).toEqual([filter.id]);
    expect((await t.app.inject({ url: '/api/v2/user-filters?type=MY', headers: asOwner })).json()).toEqual([]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/user-filters/${filter.id}`,
      headers: asOwner,
    });
    expect(deleted.statusCode).toBe(204);
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/v2/user-filters/${filter.id}`, headers: asOwner }),
      404,
      'USER_FILTER_NOT_FOUND',
    );
  });

  it('checks the name length with the texts of the spec and stores nothing', async () => {
    const before = await countRows(t.app, 'user_filters');
    const empty = await save(asOwner, { type: 'ALL', name: '  ', filters });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(ORDER_MESSAGES.filterNameMin);
    const long = await save(asOwner, { type: 'ALL', name: 'x'.repeat(101), filters });
    expect(long.json().message).toContain(ORDER_MESSAGES.filterNameMax);
    expect((await save(asOwner, { type: 'NIEZNANY', name: 'a', filters })).statusCode).toBe(400);
    expect(await countRows(t.app, 'user_filters')).toBe(before);
  });

  it('refuses a duplicate name and a filter of another user', async () => {
    const first = await save(asOwner, { type: 'MY', name: 'Moje', filters });
    expectError(await save(asOwner, { type: 'MY', name: 'moje', filters }), 409, 'USER_FILTER_NAME_ALREADY_EXISTS');
    expect((await save(asColleague, { type: 'MY', name: 'Moje', filters })).statusCode).toBe(201);
    const id = first.json().id;
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/v2/user-filters/${id}`, headers: asColleague }),
      403,
      'USER_FILTER_NO_PERMISSION_TO_DELETE',
    );
    expect((await t.app.inject({ url: '/api/v2/user-filters?type=MY' })).statusCode).toBe(401);
  });

  it('stores the biggest filter of the list screen and refuses a payload over 10 KB', async () => {
    // what the list screen saves (the address bar's filter): 16 locations, many industries and sectors
    const address = {
      status: 'RELEASED,ARCHIVED',
      sort: 'OFFER_DEADLINE_NEAREST',
      q: 'żuraw wieżowy '.repeat(14).trim(),
      offerFrom: '2026-01-01',
      offerTo: '2026-12-31',
      workFrom: '2026-01',
      workTo: '2027-06',
      industries: Array.from({ length: 150 }, (_, i) => 101 + i).join(','),
      stages: Array.from({ length: 16 }, (_, i) => i + 1).join(','),
      characters: 'PRIVATE,PUBLIC,MIXED',
      sectors: Array.from({ length: 40 }, (_, i) => 100 + i).join(','),
      scopes: 'DELIVERY,SERVICE',
    };
    const params = new URLSearchParams(address);
    for (let i = 0; i < 16; i++)
      params.append('loc', `c${2000 + i}:Świętochłowice ${i}, powiat świętochłowicki, śląskie`);
    const biggest = filterFromParams(params);
    const stored = await save(asOwner, { type: 'ALL', name: 'Największy', filters: biggest });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(userFilterSchema.parse(stored.json()).filters).toEqual(biggest);

    const before = await countRows(t.app, 'user_filters');
    const huge = await save(asOwner, {
      type: 'ALL',
      name: 'Za duży',
      filters: { locations: [{ kind: 'city', id: 1, label: 'x'.repeat(900_000) }] },
    });
    expect(huge.statusCode, huge.body.slice(0, 300)).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(huge.json().message).toContain(ORDER_MESSAGES.filterTooLarge);
    const justOver = { ...EMPTY_ORDER_LIST_FILTER, search: 'ż'.repeat(5100) };
    // over the limit in UTF-8 bytes, though not in characters
    expect(jsonByteLength(justOver)).toBeGreaterThan(USER_FILTER_MAX_BYTES);
    expect(JSON.stringify(justOver).length).toBeLessThan(USER_FILTER_MAX_BYTES);
    expect((await save(asOwner, { type: 'MY', name: 'Trochę za duży', filters: justOver })).statusCode).toBe(400);
    expect(await countRows(t.app, 'user_filters')).toBe(before);
  });

  it('keeps at most 100 filters of a type per user', async () => {
    await buildUserFilters(t.app.db, { userId: owner.id, type: 'MAP', count: 100 });
    const refused = await save(asOwner, { type: 'MAP', name: 'Sto pierwszy', filters });
    expectError(refused, 400, 'USER_FILTER_MAX_AMOUNT');
    expect(refused.json().message).toBe('Maksymalna ilość zapisanych filtrów to 100.');
    expect((await save(asOwner, { type: 'INVITED', name: 'Inny typ', filters })).statusCode).toBe(201);
  });

  it('refuses a filter outside the list filter schema with a Polish text and stores nothing', async () => {
    const before = await countRows(t.app, 'user_filters');
    for (const bad of [{ q: 'stary kształt' }, { status: 'RELEASED' }, { industryIds: ['4'] }, { sort: 'NAZWA' }]) {
      const refused = await save(asOwner, { type: 'ALL', name: 'Zły', filters: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.json().message).toContain(ORDER_MESSAGES.filterInvalid);
    }
    expect(await countRows(t.app, 'user_filters')).toBe(before);
  });

  it('lists a filter stored before the schema (the address bar as a record) in the schema shape', async () => {
    const old = { status: 'RELEASED,ARCHIVED', q: 'dach', industries: '4,5', loc: ['c2000:Warszawa'], distance: '30' };
    await t.app.database.db.execute(sql`
      insert into user_filters (user_id, type, name, filters)
      values (${owner.id}, 'OFFERED', 'Stary filtr', ${JSON.stringify(old)}::jsonb)`);
    const listed = await t.app.inject({ url: '/api/v2/user-filters?type=OFFERED', headers: asOwner });
    expect(listed.statusCode, listed.body).toBe(200);
    const [stored] = listed.json();
    expect(userFilterSchema.parse(stored).filters).toEqual({
      ...EMPTY_ORDER_LIST_FILTER,
      status: ['RELEASED', 'ARCHIVED'],
      search: 'dach',
      industryIds: [4, 5],
      locations: [{ kind: 'city', id: 2000, label: 'Warszawa' }],
      distance: 30,
    });
  });
});
