import { COMPANY_PEOPLE_TEXTS, companyPeopleSchema, membershipEventPageSchema } from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildCompany, buildCompanyService, buildUser } from '../../test/factories/index.js';
import { loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { api, buildScene, startThread } from '../conversations/testing.js';
import { createOrder, orderContext, postOrder, validForm } from '../orders/testing.js';

/**
 * 'Konta użytkowników' (spec 6: the company admin manages the company's accounts): the people and
 * their rights, each right enforced on the routes it guards, deactivation ending every session at
 * once, the admin role handed over, and every change a row of the history.
 */
// every scene logs its people in: more logins than the per-client limit of a minute allows
const t = useTestApp({
  logins: ['klient', 'subkonto', 'administrator'],
  env: { JOBS_WORKER: 'off', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' },
});
type Headers = Record<string, string>;
type Scene = Awaited<ReturnType<typeof buildScene>>;

const call = (headers: Headers, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload ? { payload } : {}) });
const people = async (companyId: number, headers: Headers) =>
  companyPeopleSchema.parse((await call(headers, 'GET', `/companies/${companyId}/people`)).json());
const history = async (companyId: number, headers: Headers) =>
  membershipEventPageSchema.parse(
    (await call(headers, 'GET', `/companies/${companyId}/membership-history?size=50`)).json(),
  ).content;
const setRights = (headers: Headers, companyId: number, userId: number, rights: string[]) =>
  call(headers, 'PUT', `/companies/${companyId}/people/${userId}/rights`, { rights });
const setActive = (headers: Headers, companyId: number, userId: number, active: boolean) =>
  call(headers, 'PUT', `/companies/${companyId}/people/${userId}/active`, { active });
const me = (headers: Headers) => call(headers, 'GET', '/users/me');

/** A company of its own: an admin and two members, logged in. */
const buildTeam = async () => {
  const company = await buildCompany(t.app.db, { name: 'Zespół Bud Sp. z o.o.' });
  const admin = await buildUser(t.app.db, { companyId: company.id, companyAdmin: true, lastName: 'Szefowa' });
  const member = await buildUser(t.app.db, { companyId: company.id, companyAdmin: false, lastName: 'Nowak' });
  const other = await buildUser(t.app.db, { companyId: company.id, companyAdmin: false, lastName: 'Wiśniewski' });
  return {
    company,
    admin,
    member,
    other,
    headers: {
      admin: (await loginAs(t.app, admin.login)).headers,
      member: (await loginAs(t.app, member.login)).headers,
    },
  };
};
type Team = Awaited<ReturnType<typeof buildTeam>>;

describe('the people and their rights', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam();
  });

  it('lists everyone of the company for its admin and staff, nobody else', async () => {
    const list = await people(team.company.id, team.headers.admin);
    expect(list.map((p) => p.lastName)).toEqual(['Szefowa', 'Nowak', 'Wiśniewski']);
    expect(list[0]).toMatchObject({
      companyAdmin: true,
      status: 'ACTIVE',
      rights: expect.arrayContaining(['COMPANY_EDIT']),
    });
    // a new member holds what every member could do before rights existed
    expect(list[1]?.rights).toEqual(['CONVERSATIONS', 'CONTACT_PERSON']);
    expect(await people(team.company.id, t.headers.administrator)).toEqual(list);
    expect((await call(team.headers.member, 'GET', `/companies/${team.company.id}/people`)).statusCode).toBe(403);
    expect((await call(t.headers.klient, 'GET', `/companies/${team.company.id}/people`)).statusCode).toBe(403);
  });

  it('gives and takes rights, each a row of the history, seen by the next request', async () => {
    const { company, admin, member, headers } = team;
    const res = await setRights(headers.admin, company.id, member.id, ['OFFER_EDIT', 'COMPANY_EDIT', 'CONTACT_PERSON']);
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(headers.member)).json()).toMatchObject({
      companyRights: ['OFFER_EDIT', 'COMPANY_EDIT', 'CONTACT_PERSON'],
      availableServices: expect.arrayContaining(['COMPANY_OFFER_EDIT']),
    });
    const rows = await history(company.id, headers.admin);
    expect(rows.slice(0, 3).map((e) => [e.change, e.right, e.user.id, e.by?.id, e.via])).toEqual(
      expect.arrayContaining([
        ['RIGHT_GRANTED', 'OFFER_EDIT', member.id, admin.id, 'COMPANY_ADMIN'],
        ['RIGHT_GRANTED', 'COMPANY_EDIT', member.id, admin.id, 'COMPANY_ADMIN'],
        ['RIGHT_REVOKED', 'CONVERSATIONS', member.id, admin.id, 'COMPANY_ADMIN'],
      ]),
    );
    // the same set again changes nothing and writes no row
    expect(
      (await setRights(headers.admin, company.id, member.id, ['CONTACT_PERSON', 'OFFER_EDIT', 'COMPANY_EDIT']))
        .statusCode,
    ).toBe(204);
    expect(await history(company.id, headers.admin)).toHaveLength(rows.length);
  });

  it('refuses what cannot be: the admin holds all, a stranger is not found, a colleague may not, bad input', async () => {
    const { company, admin, member, other, headers } = team;
    const admins = await setRights(headers.admin, company.id, admin.id, []);
    expect(admins.json()).toMatchObject({ code: 'COMPANY_ADMIN_HOLDS_ALL_RIGHTS', status: 409 });
    const stranger = await setRights(headers.admin, company.id, (await buildUser(t.app.db)).id, []);
    expect(stranger.json()).toMatchObject({ code: 'COMPANY_PERSON_NOT_FOUND', status: 404 });
    expect((await setRights(headers.member, company.id, other.id, ['COMPANY_EDIT'])).statusCode).toBe(403);
    const twice = await setRights(headers.admin, company.id, member.id, ['OFFER_EDIT', 'OFFER_EDIT']);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('Uprawnienia nie mogą się powtarzać');
    expect((await setRights(headers.admin, company.id, member.id, ['ADMIN'])).statusCode).toBe(400);
    expect(
      (await call(headers.admin, 'PUT', `/companies/${company.id}/people/abc/rights`, { rights: [] })).statusCode,
    ).toBe(400);
  });

  it('lets staff change rights of any company, kept as done by staff', async () => {
    const { company, other } = team;
    expect((await setRights(t.headers.administrator, company.id, other.id, ['CONVERSATIONS'])).statusCode).toBe(204);
    const [last] = await history(company.id, t.headers.administrator);
    expect(last).toMatchObject({ change: 'RIGHT_REVOKED', right: 'CONTACT_PERSON', via: 'STAFF' });
  });
});

describe('each right enforced on the routes it guards', () => {
  it('COMPANY_EDIT: the company card', async () => {
    const team = await buildTeam();
    const url = `/companies/${team.company.id}/basics/scopes`;
    const refused = await call(team.headers.member, 'PUT', url, { industries: [], subsectors: [] });
    expect(refused.json()).toMatchObject({ status: 403, code: 'COMPANY_RIGHT_COMPANY_EDIT_MISSING' });
    expect((await setRights(team.headers.admin, team.company.id, team.member.id, ['COMPANY_EDIT'])).statusCode).toBe(
      204,
    );
    const saved = await call(team.headers.member, 'PUT', url, { industries: [], subsectors: [] });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('OFFER_EDIT: the company offer, the admin holding it without the service flag', async () => {
    const team = await buildTeam();
    await buildCompanyService(t.app.db, { companyId: team.company.id, days: 30 });
    const url = `/companies/${team.company.id}/offer/draft`;
    const body = { mainSection: { photo: null, title: 'Oferta', description: '<p>Opis</p>' }, sections: [] };
    expect((await call(team.headers.member, 'PUT', url, body)).statusCode).toBe(403);
    expect((await call(team.headers.admin, 'PUT', url, body)).statusCode).toBe(200);
    await setRights(team.headers.admin, team.company.id, team.member.id, ['OFFER_EDIT']);
    expect((await call(team.headers.member, 'PUT', url, body)).statusCode).toBe(200);
  });

  describe('CONVERSATIONS: writing in the threads on the company’s behalf', () => {
    let scene: Scene;
    let threadId = 0;
    let starterHeaders: Headers;
    beforeAll(async () => {
      scene = await buildScene(t.app, async (login) => (await loginAs(t.app, login)).headers);
      threadId = await startThread(t.app, scene);
      starterHeaders = scene.headers.starter;
    });

    it('refuses a message, the industries, joining and starting without it; the thread is still read', async () => {
      const { contractor, starter, colleague } = scene;
      const adminHeaders = (await loginAs(t.app, starter.login)).headers;
      // the starter is the contractor's admin: it takes the right from its colleague, then makes the
      // colleague admin to lose the right itself
      expect((await setRights(adminHeaders, contractor.id, colleague.id, [])).statusCode).toBe(204);
      const join = await api(t.app).call(scene.headers.colleague, 'POST', `/conversations/${threadId}/join`);
      expect(join.json()).toMatchObject({ code: 'COMPANY_RIGHT_CONVERSATIONS_MISSING' });
      const read = await api(t.app).call(starterHeaders, 'GET', `/conversations/${threadId}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().canWrite).toBe(true);
      expect(
        (await call(adminHeaders, 'POST', `/companies/${contractor.id}/people/${colleague.id}/admin`)).statusCode,
      ).toBe(204);
      expect((await setRights(scene.headers.colleague, contractor.id, starter.id, [])).statusCode).toBe(204);
      const message = await api(t.app).call(starterHeaders, 'POST', `/conversations/${threadId}/messages`, {
        text: 'Cena?',
      });
      expect(message.json()).toMatchObject({ status: 403, code: 'COMPANY_RIGHT_CONVERSATIONS_MISSING' });
      const readOnly = await api(t.app).call(starterHeaders, 'GET', `/conversations/${threadId}`);
      expect(readOnly.statusCode).toBe(200);
      expect(readOnly.json().canWrite).toBe(false);
      const industries = await api(t.app).call(starterHeaders, 'PUT', `/conversations/${threadId}/industries`, {
        industryIds: scene.industries,
        terms: [],
      });
      expect(industries.json()).toMatchObject({ code: 'COMPANY_RIGHT_CONVERSATIONS_MISSING' });
      expect((await setRights(scene.headers.colleague, contractor.id, starter.id, ['CONVERSATIONS'])).statusCode).toBe(
        204,
      );
      const again = await api(t.app).call(starterHeaders, 'POST', `/conversations/${threadId}/messages`, {
        text: 'Cena?',
      });
      expect(again.statusCode, again.body).toBe(201);
    });

    it('refuses starting a thread without it', async () => {
      const other = await buildScene(t.app, async (login) => (await loginAs(t.app, login)).headers);
      const adminHeaders = other.headers.starter;
      await call(adminHeaders, 'POST', `/companies/${other.contractor.id}/people/${other.colleague.id}/admin`);
      await setRights(other.headers.colleague, other.contractor.id, other.starter.id, ['CONTACT_PERSON']);
      const start = await api(t.app).call(adminHeaders, 'POST', `/orders/${other.order.id}/conversation`, {
        text: 'Dzień dobry',
        industryIds: other.industries,
      });
      expect(start.json()).toMatchObject({ status: 403, code: 'COMPANY_RIGHT_CONVERSATIONS_MISSING' });
    });
  });

  it('CONTACT_PERSON: naming an order’s contact person', async () => {
    const ctx = await orderContext(t.app);
    await setRights(t.headers.klient, ctx.companyId, ctx.subkontoId, ['CONVERSATIONS']);
    const form = validForm(ctx, { companyContacts: [{ userId: ctx.subkontoId, publishPhone: false }] });
    const refused = await postOrder(t.app, t.headers.klient, form);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(COMPANY_PEOPLE_TEXTS.contactWithoutRight);
    await setRights(t.headers.klient, ctx.companyId, ctx.subkontoId, ['CONVERSATIONS', 'CONTACT_PERSON']);
    await createOrder(t.app, t.headers.klient, form);
  });
});

describe('deactivation and reactivation', () => {
  it('ends every session at once: a still-valid access token gets 401, refresh fails, login refused', async () => {
    const team = await buildTeam();
    const second = await loginAs(t.app, team.member.login);
    expect((await me(team.headers.member)).statusCode).toBe(200);
    const res = await setActive(team.headers.admin, team.company.id, team.member.id, false);
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(team.headers.member)).statusCode).toBe(401);
    expect((await me(second.headers)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      payload: { refreshToken: second.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: team.member.login, password: 'Demo123!' },
    });
    expect(login.statusCode).toBe(403);
    const open = await t.app.db.execute(
      sql`select count(*)::int as n from refresh_tokens where user_id = ${team.member.id} and revoked_at is null`,
    );
    expect(open.rows[0]).toEqual({ n: 0 });
    const person = (await people(team.company.id, team.headers.admin)).find((p) => p.id === team.member.id);
    expect(person?.status).toBe('DEACTIVATED');
    expect((await setActive(team.headers.admin, team.company.id, team.member.id, false)).json().code).toBe(
      'COMPANY_PERSON_ALREADY_DEACTIVATED',
    );

    expect((await setActive(team.headers.admin, team.company.id, team.member.id, true)).statusCode).toBe(204);
    expect((await loginAs(t.app, team.member.login)).accessToken).toBeTruthy();
    const changes = (await history(team.company.id, team.headers.admin)).slice(0, 2);
    expect(changes.map((e) => [e.change, e.user.id, e.by?.id])).toEqual([
      ['REACTIVATED', team.member.id, team.admin.id],
      ['DEACTIVATED', team.member.id, team.admin.id],
    ]);
  });

  it('keeps the last admin: no deactivation of the only active admin, no reactivating an active account', async () => {
    const team = await buildTeam();
    const self = await setActive(team.headers.admin, team.company.id, team.admin.id, false);
    expect(self.json()).toMatchObject({ status: 409, code: 'COMPANY_LAST_ADMIN' });
    const staff = await setActive(t.headers.administrator, team.company.id, team.admin.id, false);
    expect(staff.json().code).toBe('COMPANY_LAST_ADMIN');
    const active = await setActive(team.headers.admin, team.company.id, team.member.id, true);
    expect(active.json().code).toBe('COMPANY_PERSON_NOT_DEACTIVATED');
    expect((await setActive(team.headers.member, team.company.id, team.other.id, false)).statusCode).toBe(403);
  });

  it('keeps the person’s messages signed with their name', async () => {
    const scene = await buildScene(t.app, async (login) => (await loginAs(t.app, login)).headers);
    const threadId = await startThread(t.app, scene, 'Wiadomość przed dezaktywacją');
    await call(scene.headers.starter, 'POST', `/companies/${scene.contractor.id}/people/${scene.colleague.id}/admin`);
    expect((await setActive(scene.headers.colleague, scene.contractor.id, scene.starter.id, false)).statusCode).toBe(
      204,
    );
    const thread = await api(t.app).call(scene.headers.contact, 'GET', `/conversations/${threadId}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.body).toContain('Wykonawca');
    expect(thread.body).toContain('Wiadomość przed dezaktywacją');
  });

  it('withdraws an invitation: a deactivated invited account cannot be activated by its link', async () => {
    const team = await buildTeam();
    const invited = await call(team.headers.admin, 'POST', '/users/invite', {
      name: 'Karol',
      lastName: 'Zaproszony',
      email: 'karol.zaproszony@zespol.pl',
      phone: '+48 600 100 200',
      position: 'kierownik budowy',
      companyId: team.company.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().membership).toBe('GRANTED');
    const id = invited.json().id as number;
    const listed = (await people(team.company.id, team.headers.admin)).find((p) => p.id === id);
    expect(listed).toMatchObject({ status: 'INVITED', rights: ['CONVERSATIONS', 'CONTACT_PERSON'] });
    expect((await setActive(team.headers.admin, team.company.id, id, false)).statusCode).toBe(204);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row?.deactivatedAt).not.toBeNull();
    // a colleague without the admin role may not invite without an investment
    const colleague = await call(team.headers.member, 'POST', '/users/invite', {
      name: 'Ola',
      lastName: 'Nowa',
      email: 'ola.nowa@zespol.pl',
      phone: '600 100 200',
      position: 'kierownik budowy',
      companyId: team.company.id,
    });
    expect(colleague.statusCode).toBe(403);
  });
});

describe('handing over the admin role', () => {
  it('passes the role to an active member; the giver stays a member; both kept in the history', async () => {
    const team = await buildTeam();
    const url = (userId: number) => `/companies/${team.company.id}/people/${userId}/admin`;
    const res = await call(team.headers.admin, 'POST', url(team.member.id));
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(team.headers.admin)).json().companyAdmin).toBe(false);
    expect((await me(team.headers.member)).json().companyAdmin).toBe(true);
    const list = await people(team.company.id, team.headers.member);
    expect(list.filter((p) => p.companyAdmin).map((p) => p.id)).toEqual([team.member.id]);
    expect((await call(team.headers.admin, 'GET', `/companies/${team.company.id}/people`)).statusCode).toBe(403);
    const [granted, revoked] = await history(team.company.id, team.headers.member);
    expect(new Set([granted?.change, revoked?.change])).toEqual(new Set(['ADMIN_GRANTED', 'ADMIN_REVOKED']));
    expect((await call(team.headers.member, 'POST', url(team.member.id))).json().code).toBe('COMPANY_ADMIN_ALREADY');
    await setActive(team.headers.member, team.company.id, team.other.id, false);
    expect((await call(team.headers.member, 'POST', url(team.other.id))).json().code).toBe('COMPANY_PERSON_NOT_ACTIVE');
    expect((await call(t.headers.klient, 'POST', url(team.admin.id))).statusCode).toBe(403);
  });
});
