import { companyParticipationPageSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let companyId: number;
let investmentId: number;
let otherInvestmentId: number;
const base = () => `/api/v2/companies/${companyId}/participations`;

beforeAll(async () => {
  companyId = (await buildCompany(t.app.db, { name: 'Instalbud Udziały Sp. z o.o.' })).id;
  investmentId = (
    await buildInvestment(t.app.db, {
      name: 'Szkoła Podstawowa nr 5 w Kielcach',
      participants: [{ companyId, industryId: 401, role: 'SUBCONTRACTOR', valuePln: 250_000 }],
    })
  ).id;
  otherInvestmentId = (await buildInvestment(t.app.db, { name: 'Hala sportowa w Radomiu' })).id;
});

const list = async () => {
  const res = await t.app.inject({ url: `${base()}?page=0&size=10`, headers: headers.administrator });
  expect(res.statusCode, res.body).toBe(200);
  return companyParticipationPageSchema.parse(res.json());
};

describe("the admin's 'Inwestycje' dialog of a company", () => {
  it('lists the participations with the investment, industry, role and value, paged', async () => {
    const page = await list();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      investmentId,
      investmentName: 'Szkoła Podstawowa nr 5 w Kielcach',
      industryId: 401,
      role: 'SUBCONTRACTOR',
      valuePln: 250_000,
    });
    expect(page.content[0]?.industryName).toBeTruthy();
  });

  it('a double click on Dodaj (one Idempotency-Key, both sent before an answer) adds it once and answers both', async () => {
    const company = (await buildCompany(t.app.db, { name: 'Dwuklik Sp. z o.o.' })).id;
    const target = (await buildInvestment(t.app.db, { name: 'Żłobek w Sandomierzu' })).id;
    const body = { investmentId: target, industryId: 402, role: 'SUPPLIER', valuePln: null };
    const url = `/api/v2/companies/${company}/participations`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers.administrator, 'idempotency-key': 'dwuklik-dodaj-1' },
        payload: body,
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204]);
    const listed = await t.app.inject({ url: `${url}?page=0&size=10`, headers: headers.administrator });
    expect(companyParticipationPageSchema.parse(listed.json()).content.map((p) => p.investmentId)).toEqual([target]);
  });

  it('adds a participation, refuses the same one twice, changes its role, industry and value, and removes it', async () => {
    const add = (body: object) =>
      t.app.inject({ method: 'POST', url: base(), headers: headers.administrator, payload: body });
    const added = await add({ investmentId: otherInvestmentId, industryId: 402, role: 'SUPPLIER', valuePln: 90_000 });
    expect(added.statusCode, added.body).toBe(204);
    const twice = await add({ investmentId: otherInvestmentId, industryId: 402, role: 'DESIGNER', valuePln: null });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PARTICIPATION_EXISTS');
    expect((await list()).content.map((p) => p.investmentId)).toEqual([otherInvestmentId, investmentId]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `${base()}/${otherInvestmentId}/402`,
      headers: headers.administrator,
      payload: { industryId: 501, role: 'GENERAL_CONTRACTOR', valuePln: null },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await list()).content[0]).toMatchObject({ industryId: 501, role: 'GENERAL_CONTRACTOR', valuePln: null });

    const onTaken = await t.app.inject({
      method: 'PUT',
      url: `${base()}/${otherInvestmentId}/501`,
      headers: headers.administrator,
      payload: { industryId: 501, role: 'INVESTOR', valuePln: 1 },
    });
    expect(onTaken.statusCode).toBe(204);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/${otherInvestmentId}/501`,
      headers: headers.administrator,
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/${otherInvestmentId}/501`,
      headers: headers.administrator,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('PARTICIPATION_NOT_FOUND');
    expect((await list()).totalElements).toBe(1);
  });

  it('refuses moving a participation onto an industry the company already has in that investment', async () => {
    await t.app.inject({
      method: 'POST',
      url: base(),
      headers: headers.administrator,
      payload: { investmentId, industryId: 402, role: 'SUBCONTRACTOR', valuePln: null },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base()}/${investmentId}/402`,
      headers: headers.administrator,
      payload: { industryId: 401, role: 'SUBCONTRACTOR', valuePln: null },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PARTICIPATION_EXISTS');
  });

  it('answers bad input with a clear Polish 4xx, never 500', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: base(), headers: headers.administrator, payload });
    const negative = await post({ investmentId, industryId: 401, role: 'SUBCONTRACTOR', valuePln: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Wartość udziału');
    expect((await post({ investmentId, industryId: 401, role: 'KIEROWNIK', valuePln: null })).statusCode).toBe(400);
    const noInvestment = await post({ investmentId: 2_000_000_000, industryId: 401, role: 'INVESTOR', valuePln: null });
    expect(noInvestment.statusCode).toBe(404);
    expect(noInvestment.json().message).toBe('Nie znaleziono inwestycji.');
    const noIndustry = await post({
      investmentId: otherInvestmentId,
      industryId: 999_999,
      role: 'INVESTOR',
      valuePln: null,
    });
    expect(noIndustry.statusCode).toBe(400);
    expect(noIndustry.json().code).toBe('INVALID_REFERENCE');
    const badPath = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/12abc/401`,
      headers: headers.administrator,
    });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().message).toContain('Nieprawidłowy identyfikator udziału');
    const noCompany = await t.app.inject({
      url: '/api/v2/companies/2000000000/participations',
      headers: headers.administrator,
    });
    expect(noCompany.statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ url: base(), headers: headers.klient })).statusCode).toBe(403);
    expect((await t.app.inject({ url: base() })).statusCode).toBe(401);
    const write = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/${investmentId}/401`,
      headers: headers.klient,
    });
    expect(write.statusCode).toBe(403);
  });
});
