import { ORDER_MESSAGES, userFilterSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { countRows, expectError, type Headers } from '../orders/order-test-helpers.js';

let t: TestApp;
let klient: Headers;
let subkonto: Headers;

beforeAll(async () => {
  t = await createTestApp();
  klient = (await loginAs(t.app, 'klient')).headers;
  subkonto = (await loginAs(t.app, 'subkonto')).headers;
});
afterAll(() => t.close());

const save = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v2/user-filters', headers, payload: payload as object });
const filters = { industryIds: [4], sort: 'WORK_DATE_NEAREST', search: 'żuraw' };

describe('saved filters', () => {
  it('saves, lists by type and deletes a filter', async () => {
    const created = await save(klient, { type: 'ALL', name: 'Instalacje w Warszawie', filters });
    expect(created.statusCode, created.body).toBe(201);
    const filter = userFilterSchema.parse(created.json());
    expect(filter.filters).toEqual(filters);
    const listed = await t.app.inject({ url: '/api/v2/user-filters?type=ALL', headers: klient });
    expect(listed.json().map((f: { id: number }) => f.id)).toEqual([filter.id]);
    expect((await t.app.inject({ url: '/api/v2/user-filters?type=MY', headers: klient })).json()).toEqual([]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v2/user-filters/${filter.id}`, headers: klient });
    expect(deleted.statusCode).toBe(204);
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/v2/user-filters/${filter.id}`, headers: klient }),
      404,
      'USER_FILTER_NOT_FOUND',
    );
  });

  it('checks the name length with the texts of the spec and stores nothing', async () => {
    const before = await countRows(t.app, 'user_filters');
    const empty = await save(klient, { type: 'ALL', name: '  ', filters });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(ORDER_MESSAGES.filterNameMin);
    const long = await save(klient, { type: 'ALL', name: 'x'.repeat(101), filters });
    expect(long.json().message).toContain(ORDER_MESSAGES.filterNameMax);
    expect((await save(klient, { type: 'NIEZNANY', name: 'a', filters })).statusCode).toBe(400);
    expect(await countRows(t.app, 'user_filters')).toBe(before);
  });

  it('refuses a duplicate name and a filter of another user', async () => {
    const first = await save(klient, { type: 'MY', name: 'Moje', filters });
    expectError(await save(klient, { type: 'MY', name: 'moje', filters }), 409, 'USER_FILTER_NAME_ALREADY_EXISTS');
    expect((await save(subkonto, { type: 'MY', name: 'Moje', filters })).statusCode).toBe(201);
    const id = first.json().id;
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/v2/user-filters/${id}`, headers: subkonto }),
      403,
      'USER_FILTER_NO_PERMISSION_TO_DELETE',
    );
    expect((await t.app.inject({ url: '/api/v2/user-filters?type=MY' })).statusCode).toBe(401);
  });

  it('keeps at most 100 filters of a type per user', async () => {
    const user = await t.app.database.db.execute<{ id: number }>(sql`select id from users where login = 'klient'`);
    await t.app.database.db.execute(sql`
      insert into user_filters (user_id, type, name, filters)
      select ${user.rows[0]!.id}, 'MAP', 'Filtr ' || n, '{}'::jsonb from generate_series(1, 100) n`);
    const refused = await save(klient, { type: 'MAP', name: 'Sto pierwszy', filters });
    expectError(refused, 400, 'USER_FILTER_MAX_AMOUNT');
    expect(refused.json().message).toBe('Maksymalna ilość zapisanych filtrów to 100.');
    expect((await save(klient, { type: 'INVITED', name: 'Inny typ', filters })).statusCode).toBe(201);
  });
});
