import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyScopes, emailOutbox, users } from '../../db/schema.js';
import { buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * 'Brałem udział' and 'Zgłoś zakresy branżowe': a company declares, staff confirm or refuse with a
 * reason, the declarer is told by e-mail, and a confirmed participation counts in the statistics.
 */
const t = useTestApp({
  logins: ['klient', 'dotowany', 'manager', 'administrator', 'sales'],
  env: { JOBS_WORKER: 'off' },
});
const { klient, dotowany, manager, administrator } = t.headers;

let companyId = 0;
let klientId = 0;
let investmentId = 0;

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/api/v2${url}`, headers });
const declare = (payload: object, headers = klient) =>
  post('/participation-claims', headers, {
    investmentId,
    role: 'SUBCONTRACTOR',
    industryIds: [401],
    valuePln: 250_000,
    ...payload,
  });
const decide = (id: number, headers: Record<string, string>, payload: object) =>
  post(`/participation-claims/${id}/decision`, headers, payload);
const summary = async () => (await get(`/companies/${companyId}/numbers/total`, klient)).json() as { count: number };

beforeAll(async () => {
  const [row] = await t.app.db.select().from(users).where(eq(users.login, 'klient'));
  companyId = row!.companyId!;
  klientId = row!.id;
  investmentId = (await buildInvestment(t.app.db, { place: 'Kraków', valuePln: 12_000_000 })).id;
});

describe('declaring a participation', () => {
  it('refuses bad input with 4xx', async () => {
    expect((await declare({ industryIds: [] })).statusCode).toBe(400);
    expect((await declare({ role: 'KIEROWNIK' })).statusCode).toBe(400);
    expect((await declare({ startDate: '2025-05-01', endDate: '2025-04-01' })).statusCode).toBe(400);
    expect((await declare({ startDate: '1 maja' })).statusCode).toBe(400);
    expect((await declare({ industryIds: [999_999] })).json().code).toBe('INVALID_REFERENCE');
    expect((await declare({ investmentId: 999_999_999 })).statusCode).toBe(404);
    expect((await declare({ evidenceUuid: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(403);
    expect((await decide(1, manager, { decision: 'REFUSE' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/participation-claims/0x1/decision',
          headers: manager,
          payload: { decision: 'CONFIRM' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a person without a company cannot declare', async () => {
    const res = await declare({}, administrator);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CLAIM_NO_COMPANY');
  });

  it('staff confirm it once; it counts in the statistics and the declarer gets an e-mail', async () => {
    const before = await summary();
    const declared = await declare({ startDate: '2025-03-01', endDate: '2025-09-30', note: 'Instalacje sanitarne' });
    expect(declared.statusCode, declared.body).toBe(201);
    const claim = declared.json();
    expect(claim).toMatchObject({ kind: 'PARTICIPATION', status: 'PENDING', investment: { id: investmentId } });
    expect((await declare({})).json().code).toBe('CLAIM_PENDING_EXISTS');

    const mine = (await get('/participation-claims/mine', klient)).json();
    expect(mine.content[0].id).toBe(claim.id);
    const queue = (await get('/admin/participation-claims', administrator)).json();
    expect(queue.content.map((c: { id: number }) => c.id)).toContain(claim.id);

    expect((await decide(claim.id, klient, { decision: 'CONFIRM' })).statusCode).toBe(403);
    expect((await decide(claim.id, dotowany, { decision: 'CONFIRM' })).statusCode).toBe(403);
    const confirmed = await decide(claim.id, manager, { decision: 'CONFIRM' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('CONFIRMED');
    expect((await decide(claim.id, manager, { decision: 'REFUSE', reason: 'x' })).json().code).toBe('CLAIM_DECIDED');

    expect((await summary()).count).toBe(before.count + 1);
    const mails = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'CLAIM_DECISION'), eq(emailOutbox.recipientUserId, klientId)));
    expect(mails.map((m) => m.subject)).toContain('Udział w inwestycji: zgłoszenie potwierdzone');
  });

  it('staff refuse with a reason the company reads', async () => {
    const other = await buildInvestment(t.app.db, { place: 'Kraków' });
    const claim = (await declare({ investmentId: other.id })).json();
    expect((await decide(claim.id, manager, { decision: 'REFUSE' })).statusCode).toBe(400);
    const refused = await decide(claim.id, administrator, { decision: 'REFUSE', reason: 'Brak dokumentu' });
    expect(refused.json()).toMatchObject({ status: 'REFUSED', reason: 'Brak dokumentu' });
    const mine = (await get('/participation-claims/mine?status=REFUSED', klient)).json();
    expect(mine.content[0]).toMatchObject({ id: claim.id, reason: 'Brak dokumentu' });
  });
});

describe('declaring industry scopes', () => {
  it('confirmed scopes join the company scopes', async () => {
    const res = await post('/scope-claims', dotowany, { industryIds: [402, 403] });
    expect(res.statusCode, res.body).toBe(201);
    expect((await decide(res.json().id, manager, { decision: 'CONFIRM' })).statusCode).toBe(200);
    const [dot] = await t.app.db.select().from(users).where(eq(users.login, 'dotowany'));
    const scopes = await t.app.db.select().from(companyScopes).where(eq(companyScopes.companyId, dot!.companyId!));
    expect(scopes.map((s) => s.refId)).toEqual(expect.arrayContaining([402, 403]));
  });
});

describe('the investment search box', () => {
  it('finds any active investment by name for a company user', async () => {
    const res = await get('/participation-claims/investments?search=Inwestycja', klient);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBeGreaterThan(0);
  });
});

describe('demo data', () => {
  it('fills the staff queue with waiting declarations of both kinds', async () => {
    const queue = (await get('/admin/participation-claims', administrator)).json();
    const kinds = new Set(queue.content.map((c: { kind: string }) => c.kind));
    expect(kinds).toEqual(new Set(['PARTICIPATION', 'SCOPES']));
    const refused = (await get('/participation-claims/mine?status=REFUSED', klient)).json();
    expect(refused.content.map((c: { reason: string }) => c.reason).join()).toContain('protokół odbioru');
  });
});
