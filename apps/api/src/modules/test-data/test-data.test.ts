import {
  compareDemoFingerprints,
  demoFingerprintSchema,
  type TestCompany,
  testCompanySchema,
  testEmailSchema,
  testInvestmentSchema,
} from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['administrator', 'klient'], env: { TEST_DATA_API: 'true' } });

const makeCompany = async (payload: object) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/test-data/companies', payload });
  expect(response.statusCode, response.body).toBe(201);
  return testCompanySchema.parse(response.json());
};
const fingerprint = async () =>
  demoFingerprintSchema.parse((await t.app.inject({ url: '/api/test-data/demo-fingerprint' })).json());
const get = async (url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a company of a journey, made like a demo role', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await makeCompany({ like: 'klient', colleagues: ['subkonto'], investments: 2 });
  });

  it("copies the model's company and accounts under new names that log in with the demo password", async () => {
    const [admin, colleague] = company.users;
    expect(admin).toMatchObject({
      login: `klient.t${company.id}`,
      firstName: 'Jan',
      lastName: 'Kowalski',
      like: 'klient',
    });
    expect(colleague).toMatchObject({ login: `subkonto.t${company.id}`, firstName: 'Anna', like: 'subkonto' });
    expect(company.name).toBe(`Przedsiębiorstwo Budowlane KRAMET Sp. z o.o. (test ${company.id})`);
    const asAdmin = (await loginAs(t.app, admin!.login)).headers;
    const me = await get('/api/v2/users/me', asAdmin);
    expect(me).toMatchObject({ accountType: 'CLIENT', company: { id: company.id } });
    const demo = await get('/api/v2/users/me', t.headers.klient);
    expect(me.availableServices).toEqual(demo.availableServices);
    const asColleague = (await loginAs(t.app, colleague!.login)).headers;
    expect(await get('/api/v2/users/me', asColleague)).toMatchObject({ accountType: 'SUBACCOUNT' });
  });

  it('takes part in copies of its model’s active investments, which the company’s investment list shows', async () => {
    expect(company.investments).toHaveLength(2);
    for (const investment of company.investments) expect(investment.name).toBe(`Inwestycja testowa ${investment.id}`);
    const asAdmin = (await loginAs(t.app, company.users[0]!.login)).headers;
    const mine = await get('/api/v2/investments?byMyCompany=true&size=50', asAdmin);
    expect(mine.content.map((i: { id: number }) => i.id).sort()).toEqual(company.investments.map((i) => i.id).sort());
  });

  it('gives every company its own NIP and logins, also for two colleagues copied from one account', async () => {
    const other = await makeCompany({ like: 'klient', colleagues: ['subkonto', 'subkonto'] });
    expect(other.nip).not.toBe(company.nip);
    expect(other.users.map((u) => u.login)).toEqual([
      `klient.t${other.id}`,
      `subkonto.t${other.id}`,
      `subkonto2.t${other.id}`,
    ]);
  });

  it('refuses a model that is not a demo login of a company, and bad input, with a 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test-data/companies',
      payload: { like: 'superadmin' },
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/test-data/companies',
      payload: { like: 'klient', investments: 11 },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('an investment of a journey', () => {
  it('copies the model investment with the participants asked for, at the stage asked for', async () => {
    const contractor = await makeCompany({ like: 'wykonawca' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-data/investments',
      payload: {
        like: 2,
        stageId: 3,
        participants: [{ companyId: contractor.id, role: 'SUBCONTRACTOR', industryId: 401 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const investment = testInvestmentSchema.parse(response.json());
    const detail = await get(`/api/v2/investment/${investment.id}`, t.headers.administrator);
    expect(detail).toMatchObject({ name: investment.name, stage: { id: 3 } });
  });

  it('answers 404 for an unknown model or participant', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/test-data/investments',
      payload: { like: 99_999_999 },
    });
    expectError(unknown, 404, 'TEST_INVESTMENT_NOT_FOUND');
    const participant = await t.app.inject({
      method: 'POST',
      url: '/api/test-data/investments',
      payload: { like: 2, participants: [{ companyId: 99_999_999, role: 'INVESTOR', industryId: 401 }] },
    });
    expectError(participant, 404, 'TEST_PARTICIPANT_NOT_FOUND');
  });
});

describe('the demo data set’s fingerprint', () => {
  it('stays the same when only new objects are made, and names a demo company a staff call deletes', async () => {
    const before = await fingerprint();
    expect(Object.keys(before.tables.companies ?? {}).length).toBeGreaterThan(10);
    await makeCompany({ like: 'dotowany', investments: 1 });
    expect(compareDemoFingerprints(before, await fingerprint())).toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/companies/5',
      headers: t.headers.administrator,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const changes = compareDemoFingerprints(before, await fingerprint());
    expect(changes.some((line) => /^companies 5 \(.+\): (removed|changed .*deleted)/.test(line))).toBe(true);
  });
});

describe('the latest e-mail to an address', () => {
  it("gives the e-mail's link to follow, of the kind asked, and 404 when there is none", async () => {
    const company = await makeCompany({ like: 'wykonawca' });
    const email = company.users[0]!.email;
    const none = await t.app.inject({ url: `/api/test-data/emails/latest?to=${encodeURIComponent(email)}` });
    expectError(none, 404, 'TEST_EMAIL_NOT_FOUND');

    const asked = await t.app.inject({ method: 'POST', url: '/api/v2/password-reset', payload: { email } });
    expect(asked.statusCode, asked.body).toBe(204);
    const latest = await t.app.inject({
      url: `/api/test-data/emails/latest?to=${encodeURIComponent(email)}&kind=PASSWORD_RESET`,
    });
    expect(latest.statusCode, latest.body).toBe(200);
    const body = testEmailSchema.parse(latest.json());
    expect(body.kind).toBe('PASSWORD_RESET');
    expect(body.actionUrl).toMatch(/\/v2\/auth\/nowe-haslo\/[\w-]{20,}$/);
    expect(body.text).toContain(body.actionUrl);

    const otherKind = await t.app.inject({
      url: `/api/test-data/emails/latest?to=${encodeURIComponent(email)}&kind=REGISTRATION`,
    });
    expectError(otherKind, 404, 'TEST_EMAIL_NOT_FOUND');
    const bad = await t.app.inject({ url: '/api/test-data/emails/latest?to=x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a server without TEST_DATA_API', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain.close();
  });

  it('has no test-data calls', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/test-data/companies',
      payload: { like: 'klient' },
    });
    expect(response.statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/api/test-data/demo-fingerprint' })).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/api/test-data/emails/latest?to=a@b.pl' })).statusCode).toBe(404);
  });
});
