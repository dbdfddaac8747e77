import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompanies } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { atCurrentVersion, companySnapshot, validBasicsBody } from './company-edit.test-data.js';
import { demoCompanies } from './company-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'subkonto', 'dotowany', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let ids: Awaited<ReturnType<typeof demoCompanies>>;
let body: Awaited<ReturnType<typeof validBasicsBody>>;
/** Companies with no relations yet, for the client's company to point at. */
let others: number[];
beforeAll(async () => {
  ids = await demoCompanies(t.app);
  others = (await buildCompanies(t.app.db, 24)).map((c) => c.id);
  body = await validBasicsBody(t.app, ids.client);
});

const save = async (payload: object, companyId = ids.client, who = 'klient') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/companies/${companyId}/basics`,
    headers: headers[who],
    payload: await atCurrentVersion(t.app, companyId, payload),
  });
/** A minimal admin save of another company's relations. */
const adminRelations = (companyId: number, relations: object) =>
  save(
    { name: `Firma ${companyId}`, address: { country: 'PL' }, contact: {}, ...relations },
    companyId,
    'administrator',
  );

describe('company relations', () => {
  it('saves a parent and daughters and shows them on the card', async () => {
    const [a, b, c] = others;
    const res = await save({ ...body, parentCompanyId: a, daughterCompanyIds: [b, c] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parentCompany.id).toBe(a);
    expect(
      res
        .json()
        .daughterCompanies.map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([b, c].sort());
    const released = await save({ ...body, parentCompanyId: a, daughterCompanyIds: [b] });
    expect(released.json().daughterCompanies.map((d: { id: number }) => d.id)).toEqual([b]);
  });

  it.each([
    ['PARENT_CANNOT_BE_SAME_COMPANY', () => ({ parentCompanyId: ids.client })],
    ['DAUGHTER_CANNOT_BE_SAME_COMPANY', () => ({ daughterCompanyIds: [ids.client] })],
    ['PARENT_CANNOT_BE_DAUGHTER', () => ({ parentCompanyId: others[5], daughterCompanyIds: [others[5]] })],
    ['TOO_MANY_DAUGHTERS', () => ({ daughterCompanyIds: others.slice(10, 21) })],
  ])('answers %s and changes nothing', async (code, change) => {
    const before = await companySnapshot(t.app, ids.client);
    const res = await save({ ...body, ...change() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(await companySnapshot(t.app, ids.client)).toEqual(before);
  });

  it('answers DAUGHTER_ALREADY_HAS_PARENT for a daughter of another company', async () => {
    const [parent, daughter] = [others[6] as number, others[7] as number];
    expect((await adminRelations(parent, { daughterCompanyIds: [daughter] })).statusCode).toBe(200);
    const res = await save({ ...body, daughterCompanyIds: [daughter] });
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'DAUGHTER_ALREADY_HAS_PARENT',
      message: 'Spółka córka ma już rodzica',
    });
  });

  it('answers PARENT_CANNOT_BE_DAUGHTER when the chosen parent is already our daughter', async () => {
    const daughter = others[8] as number;
    expect((await save({ ...body, daughterCompanyIds: [daughter] })).statusCode).toBe(200);
    expect((await save({ ...body, parentCompanyId: daughter })).json().code).toBe('PARENT_CANNOT_BE_DAUGHTER');
  });

  it('answers PARENT_HAS_TOO_MANY_DAUGHTERS when the parent already has 10', async () => {
    const parent = others[9] as number;
    const ten = others.slice(12, 22);
    expect((await adminRelations(parent, { daughterCompanyIds: ten })).statusCode).toBe(200);
    const res = await save({ ...body, parentCompanyId: parent, daughterCompanyIds: [] });
    expect(res.json()).toMatchObject({
      code: 'PARENT_HAS_TOO_MANY_DAUGHTERS',
      message: 'Spółka matka ma zbyt wiele córek',
    });
  });

  it('answers CANNOT_BE_PARENT_OR_DAUGHTER_OR_SAME_AND_OTHER for other connections (admins)', async () => {
    const [x, y] = [others[22] as number, others[23] as number];
    const res = await adminRelations(x, { daughterCompanyIds: [y], otherCompanyConnectionIds: [y] });
    expect(res.json().code).toBe('CANNOT_BE_PARENT_OR_DAUGHTER_OR_SAME_AND_OTHER');
    expect((await adminRelations(x, { otherCompanyConnectionIds: [x] })).json().code).toBe(
      'CANNOT_BE_PARENT_OR_DAUGHTER_OR_SAME_AND_OTHER',
    );
    const ok = await adminRelations(x, { otherCompanyConnectionIds: [y] });
    expect(ok.json().otherCompanyConnections.map((c: { id: number }) => c.id)).toEqual([y]);
  });

  it('refuses an unknown company', async () => {
    expect((await save({ ...body, parentCompanyId: 99_999_999 })).json().code).toBe('INVALID_REFERENCE');
  });
});

describe('company scopes', () => {
  const put = (payload: object, who = 'klient', companyId = ids.client) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${companyId}/basics/scopes`,
      headers: headers[who],
      payload,
    });

  it('replaces industries and subsectors with their flags', async () => {
    const res = await put({
      industries: [
        { id: 401, isService: true },
        { id: 1702, isSupplyAndService: true },
      ],
      subsectors: [{ id: 101, isService: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ kind: 'INDUSTRY', id: 401, isService: true, isSupply: false }),
      expect.objectContaining({ kind: 'INDUSTRY', id: 1702, isSupplyAndService: true }),
      expect.objectContaining({ kind: 'SUBSECTOR', id: 101, name: 'budynki wielorodzinne' }),
    ]);
    const card = (
      await t.app.inject({ url: `/api/v2/companies/${ids.client}/basics`, headers: headers.dotowany })
    ).json();
    expect(card.scopes).toHaveLength(3);
  });

  it('refuses unknown or repeated ids and other users, changing nothing', async () => {
    const before = await companySnapshot(t.app, ids.client);
    expect((await put({ industries: [{ id: 999_999 }] })).json().code).toBe('INVALID_REFERENCE');
    expect((await put({ subsectors: [{ id: 1 }] })).json().code).toBe('INVALID_REFERENCE');
    expect((await put({ industries: [{ id: 401 }, { id: 401 }] })).statusCode).toBe(400);
    expect((await put({ industries: [{ id: 401 }] }, 'subkonto')).statusCode).toBe(403);
    expect((await put({ industries: [{ id: 401 }] }, 'dotowany')).statusCode).toBe(403);
    expect(await companySnapshot(t.app, ids.client)).toEqual(before);
  });
});
