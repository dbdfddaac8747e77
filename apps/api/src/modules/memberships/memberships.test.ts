import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orderNominatedCompanies, users } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Company membership (spec 2.8, 6): an invitation never makes anyone a member of another company;
 * the company's admin (or staff, where it has no admin) lets the person in, and every step is kept.
 */
const t = useTestApp({ logins: ['klient', 'administrator'], env: { JOBS_WORKER: 'off' } });

let klientCompanyId = 0;
let investmentId = 0;
let orderId = 0;
let rival = { id: 0, adminLogin: '', memberLogin: '' };

const person = (email: string, companyId: number, over: Record<string, unknown> = {}) => ({
  name: 'Marek',
  lastName: 'Obcy',
  email,
  phone: '600 100 200',
  position: 'kierownik budowy',
  companyId,
  investmentId,
  ...over,
});
const invite = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/users/invite', headers, payload });
const decide = (requestId: number, decision: 'APPROVE' | 'REJECT', headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/membership-requests/${requestId}/decision`,
    headers,
    payload: { decision },
  });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/api/v2${url}`, headers });
const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Activates an invited account through its e-mailed link and answers its headers. */
const activate = async (email: string) => {
  const [mail] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'USER_INVITATION'), eq(emailOutbox.to, email)));
  const token = /\/v2\/aktywuj-konto\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const shown = await t.app.inject({ url: `/api/v2/users/activation/${token}` });
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/v2/users/activation/${token}`,
    payload: { password: 'Haslo1234', passwordRepeat: 'Haslo1234' },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { shown: shown.json(), headers: { authorization: `Bearer ${done.json().accessToken}` } };
};

beforeAll(async () => {
  const [klient] = await t.app.db.select().from(users).where(eq(users.login, 'klient'));
  klientCompanyId = klient!.companyId!;
  investmentId = (await buildInvestment(t.app.db, { participants: [{ companyId: klientCompanyId }] })).id;
  orderId = (await buildOrder(t.app.db, { companyId: klientCompanyId, createdByUserId: klient!.id, investmentId })).id;
  const company = await buildCompany(t.app.db, { name: 'Konkurent Bud Sp. z o.o.' });
  const admin = await buildUser(t.app.db, { companyId: company.id, companyAdmin: true });
  const member = await buildUser(t.app.db, { companyId: company.id, companyAdmin: false });
  rival = { id: company.id, adminLogin: admin.login, memberLogin: member.login };
});

describe('inviting a person of another company', () => {
  let requestId = 0;
  let invited: { id: number; headers: Record<string, string> } = { id: 0, headers: {} };

  it('makes no member: the company is invited to the order and its admin is asked', async () => {
    const res = await invite(person('marek@konkurent.pl', rival.id, { orderId }), t.headers.klient);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ membership: 'PENDING_COMPANY_ADMIN' });
    expect(await userRow(res.json().id)).toMatchObject({ companyId: null, companyAdmin: false });
    const nominated = await t.app.db
      .select()
      .from(orderNominatedCompanies)
      .where(and(eq(orderNominatedCompanies.orderId, orderId), eq(orderNominatedCompanies.companyId, rival.id)));
    expect(nominated).toHaveLength(1);
    const asked = await t.app.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, 'MEMBERSHIP_REQUEST'), eq(emailOutbox.to, `${rival.adminLogin}@test.platforma.pl`)),
      );
    expect(asked[0]?.subject).toBe('Prośba o dołączenie do firmy Konkurent Bud Sp. z o.o.');
    expect(asked[0]?.text).toContain('Marek Obcy (marek@konkurent.pl)');
    invited = { id: res.json().id, headers: (await activate('marek@konkurent.pl')).headers };
  });

  it('leaves the invited person outside the company until its admin decides', async () => {
    const me = await get('/users/me', invited.headers);
    expect(me.json().company).toBeNull();
    expect((await get('/users?byMyCompany=true', invited.headers)).statusCode).toBe(404);
    // the order itself is open to the person, as to any logged-in visitor
    expect((await get(`/orders/${orderId}`, invited.headers)).statusCode).toBe(200);
  });

  it("shows the request to the company's admin and staff, and to nobody else", async () => {
    const admin = await t.login(rival.adminLogin);
    const page = await get(`/companies/${rival.id}/membership-requests`, admin);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().content).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        decidedBy: 'COMPANY_ADMIN',
        user: expect.objectContaining({ id: invited.id, email: 'marek@konkurent.pl' }),
        requestedBy: expect.objectContaining({ firstName: 'Jan', lastName: 'Kowalski' }),
        orderId,
      }),
    ]);
    requestId = page.json().content[0].id;
    expect((await get(`/companies/${rival.id}/membership-requests`, t.headers.administrator)).statusCode).toBe(200);
    for (const headers of [t.headers.klient, await t.login(rival.memberLogin), invited.headers]) {
      expect((await get(`/companies/${rival.id}/membership-requests`, headers)).statusCode).toBe(403);
      expect((await get(`/companies/${rival.id}/membership-history`, headers)).statusCode).toBe(403);
      expect((await decide(requestId, 'APPROVE', headers)).json()).toMatchObject({
        status: 403,
        code: 'MEMBERSHIP_NO_PERMISSION',
        message: 'Tylko administrator firmy lub obsługa platformy decyduje o członkostwie w firmie.',
      });
    }
    expect((await userRow(invited.id)).companyId).toBeNull();
  });

  it("lets the person in on the admin's approval, once, and keeps who did what", async () => {
    const admin = await t.login(rival.adminLogin);
    expect((await decide(requestId, 'APPROVE', admin)).statusCode).toBe(204);
    expect(await userRow(invited.id)).toMatchObject({
      companyId: rival.id,
      companyAdmin: false,
      accountType: 'CLIENT',
    });
    // the caller cache forgets the old answer at once
    expect((await get('/users/me', invited.headers)).json().company).toEqual({ id: rival.id });
    expect((await decide(requestId, 'REJECT', admin)).json()).toMatchObject({
      status: 409,
      code: 'MEMBERSHIP_REQUEST_DECIDED',
    });
    const history = await get(`/companies/${rival.id}/membership-history`, admin);
    expect(history.json().content.map((e: { change: string; via: string }) => [e.change, e.via])).toEqual([
      ['APPROVED', 'COMPANY_ADMIN'],
      ['REQUESTED', 'INVITATION'],
    ]);
    expect(history.json().content[1].by).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski' });
  });

  it('keeps a refused person outside the company', async () => {
    const res = await invite(person('odrzucony@konkurent.pl', rival.id), t.headers.klient);
    const admin = await t.login(rival.adminLogin);
    const page = await get(`/companies/${rival.id}/membership-requests`, admin);
    const request = page.json().content.find((r: { user: { id: number } }) => r.user.id === res.json().id);
    expect((await decide(request.id, 'REJECT', admin)).statusCode).toBe(204);
    expect((await userRow(res.json().id)).companyId).toBeNull();
  });

  it('asks staff when the company has no admin, and staff let the person in from their queue', async () => {
    const orphan = await buildCompany(t.app.db, { name: 'Bez Admina Sp. z o.o.' });
    const res = await invite(person('samotny@bezadmina.pl', orphan.id), t.headers.klient);
    expect(res.json().membership).toBe('PENDING_STAFF');
    const queue = await get('/admin/membership-requests', t.headers.administrator);
    const request = queue.json().content.find((r: { user: { id: number } }) => r.user.id === res.json().id);
    expect(request).toMatchObject({ decidedBy: 'STAFF', company: { id: orphan.id, name: 'Bez Admina Sp. z o.o.' } });
    expect((await get('/admin/membership-requests', t.headers.klient)).statusCode).toBe(403);
    expect((await decide(request.id, 'APPROVE', t.headers.administrator)).statusCode).toBe(204);
    expect((await userRow(res.json().id)).companyId).toBe(orphan.id);
  });
});

describe('inviting a colleague', () => {
  it("makes a member at once when the company's admin invites", async () => {
    const admin = await t.login(rival.adminLogin);
    const inv = await buildInvestment(t.app.db, { participants: [{ companyId: rival.id }] });
    const res = await invite(person('kolega@konkurent.pl', rival.id, { investmentId: inv.id }), admin);
    expect(res.json()).toMatchObject({ membership: 'GRANTED' });
    expect((await userRow(res.json().id)).companyId).toBe(rival.id);
    const history = await get(`/companies/${rival.id}/membership-history`, admin);
    expect(history.json().content[0]).toMatchObject({ change: 'JOINED', via: 'COMPANY_ADMIN' });
  });

  it('asks the admin when a colleague without the admin role invites', async () => {
    const member = await t.login(rival.memberLogin);
    const inv = await buildInvestment(t.app.db, { participants: [{ companyId: rival.id }] });
    const res = await invite(person('drugi@konkurent.pl', rival.id, { investmentId: inv.id }), member);
    expect(res.json()).toMatchObject({ membership: 'PENDING_COMPANY_ADMIN' });
    expect((await userRow(res.json().id)).companyId).toBeNull();
  });
});

describe('an order named in the invitation', () => {
  it('must be one the inviter edits, of the investment named, before anything is stored', async () => {
    const before = await t.app.db.execute(sql`select count(*)::int as n from users`);
    const other = await buildUser(t.app.db);
    const foreignOrder = await buildOrder(t.app.db, { companyId: other.companyId!, createdByUserId: other.id });
    const foreign = await invite(
      person('ktos@konkurent.pl', rival.id, { orderId: foreignOrder.id, investmentId: foreignOrder.investmentId }),
      t.headers.klient,
    );
    expect(foreign.statusCode).toBe(403);
    const mismatched = await buildInvestment(t.app.db, { participants: [{ companyId: klientCompanyId }] });
    const wrong = await invite(
      person('ktos@konkurent.pl', rival.id, { orderId, investmentId: mismatched.id }),
      t.headers.klient,
    );
    expect(wrong.statusCode).toBe(404);
    expect((await t.app.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual([
      { n: Number((before.rows[0] as { n: number }).n) + 1 },
    ]);
  });
});

describe('registration', () => {
  it("keeps the company's first member in its history", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        company: { name: 'Nowa Firma Sp. z o.o.', nip: '526-000-12-46', city: 'Kraków', zipCode: '30-001' },
        user: {
          login: 'nowa.firma',
          email: 'biuro@nowafirma.pl',
          password: 'Haslo1234',
          firstName: 'Ola',
          lastName: 'Nowa',
        },
        acceptTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = (
      await t.app.db.execute<{ change: string; via: string }>(
        sql`select e.change, e.via from company_membership_events e join users u on u.id = e.user_id where u.login = 'nowa.firma'`,
      )
    ).rows;
    expect(row).toEqual({ change: 'JOINED', via: 'REGISTRATION' });
  });
});
