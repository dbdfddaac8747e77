import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.js';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/** 'Zaproś nowego użytkownika' (spec 2.8) and the invited user's one-time activation link. */
const t = useTestApp({ logins: ['klient', 'dotowany'], env: { JOBS_WORKER: 'off' } });

let investmentId = 0;
let companyId = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Anna',
  lastName: 'Nowicka',
  email: 'anna.nowicka@dachbud.pl',
  phone: '+48 (22) 600 10 20',
  position: 'kierownik budowy',
  companyId,
  investmentId,
  ...over,
});
const invite = (payload: unknown, headers = t.headers.klient) =>
  t.app.inject({ method: 'POST', url: '/api/v2/users/invite', headers, payload: payload as object });
const activation = (token: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/v2/users/activation/${token}`, payload });

let token = '';

beforeAll(async () => {
  const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
  investmentId = (
    await buildInvestment(t.app.db, { name: 'Hala sportowa w Ząbkach', participants: [{ companyId: row!.companyId! }] })
  ).id;
  companyId = (await buildCompany(t.app.db, { name: 'Dachbud Sp. z o.o.' })).id;
});

describe('POST /users/invite', () => {
  it('creates an inactive user, not yet of the chosen company, and e-mails a one-time link', async () => {
    const res = await invite(valid());
    expect(res.statusCode, res.body).toBe(201);
    // the company has no admin: staff decide (memberships.test.ts holds the membership rules)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      email: 'anna.nowicka@dachbud.pl',
      membership: 'PENDING_STAFF',
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, res.json().id));
    expect(user).toMatchObject({
      login: 'anna.nowicka@dachbud.pl',
      active: false,
      companyId: null,
      firstName: 'Anna',
      position: 'kierownik budowy',
      accountType: 'CLIENT',
      companyAdmin: false,
    });
    const [mail] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'USER_INVITATION'), eq(emailOutbox.to, 'anna.nowicka@dachbud.pl')));
    expect(mail?.subject).toBe('Zaproszenie na Platformę Budowlaną: Hala sportowa w Ząbkach');
    expect(mail?.text).toContain('Jan Kowalski');
    expect(mail?.text).toContain('Założyliśmy dla Ciebie konto z loginem anna.nowicka@dachbud.pl');
    expect(mail?.text).toContain('Do firmy Dachbud Sp. z o.o. dołączysz, gdy zaakceptuje to jej administrator');
    token = /\/v2\/aktywuj-konto\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    // the account cannot log in before the link sets a password
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'anna.nowicka@dachbud.pl', password: 'Haslo1234' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("answers 409 'Taki użytkownik już istnieje' for a known e-mail (any letter case), storing nothing", async () => {
    const before = await t.app.db.execute(sql`select count(*)::int as n from users`);
    const res = await invite(valid({ email: 'Anna.Nowicka@dachbud.pl' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: 'Taki użytkownik już istnieje' });
    expect((await t.app.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual(before.rows);
  });

  it('refuses bad fields with the messages of spec 5, storing nothing', async () => {
    const before = await t.app.db.execute(sql`select count(*)::int as n from users`);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Imię jest wymagane'],
      [{ lastName: '' }, 'Nazwisko jest wymagane'],
      [{ email: 'anna@' }, 'Nieprawidłowy adres email'],
      [{ phone: '' }, 'Telefon jest wymagany'],
      [{ phone: '12ab' }, 'Numer powinien zawierać od 5 do 15 cyfr i może zawierać +, (, ).'],
      [{ phone: '1234' }, 'Numer powinien zawierać od 5 do 15 cyfr i może zawierać +, (, ).'],
      [{ position: '' }, 'Stanowisko jest wymagane'],
      [{ position: 'prezes' }, 'Stanowisko jest wymagane'],
      [{ companyId: undefined }, 'Wybierz firmę'],
    ];
    for (const [over, message] of cases) {
      const res = await invite(valid({ email: 'zly@dachbud.pl', ...over }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toContain(message);
    }
    expect((await t.app.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual(before.rows);
  });

  it('lets only a company taking part in the investment (or staff) invite, and only to a live company', async () => {
    const foreign = await invite(valid({ email: 'obcy@dachbud.pl' }), t.headers.dotowany);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('USER_INVITE_NO_PERMISSION');
    expect((await invite(valid({ email: 'x@dachbud.pl', investmentId: 2_000_000_000 }))).statusCode).toBe(404);
    const gone = await buildCompany(t.app.db, { deleted: true });
    const deleted = await invite(valid({ email: 'y@dachbud.pl', companyId: gone.id }));
    expect(deleted.json()).toMatchObject({
      code: 'USER_INVITE_FAILED',
      message: 'Wystąpił błąd podczas zapraszania użytkownika',
    });
  });
});

describe('the activation link', () => {
  it('tells whose account it is, without using it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await activation(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        firstName: 'Anna',
        lastName: 'Nowicka',
        login: 'anna.nowicka@dachbud.pl',
        companyName: 'Dachbud Sp. z o.o.',
        invitedByCompanyName: expect.any(String),
        investmentName: 'Hala sportowa w Ząbkach',
        orderId: null,
        membershipPending: true,
      });
    }
  });

  it('refuses a weak or repeated-wrong password, then activates once and logs in', async () => {
    const weak = await activation(token, { password: 'krotkie', passwordRepeat: 'krotkie' });
    expect(weak.body).toContain('Hasło musi mieć co najmniej 8 znaków, w tym literę i cyfrę.');
    const differ = await activation(token, { password: 'Haslo1234', passwordRepeat: 'Haslo12345' });
    expect(differ.body).toContain('Hasła nie są takie same.');
    const done = await activation(token, { password: 'Haslo1234', passwordRepeat: 'Haslo1234' });
    expect(done.statusCode, done.body).toBe(200);
    const me = await t.app.inject({
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${done.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({ firstName: 'Anna', login: 'anna.nowicka@dachbud.pl' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'anna.nowicka@dachbud.pl', password: 'Haslo1234' },
    });
    expect(login.statusCode).toBe(200);
    const again = await activation(token, { password: 'Inne12345', passwordRepeat: 'Inne12345' });
    expect(again.json()).toMatchObject({ status: 409, code: 'ACTIVATION_LINK_USED' });
    expect((await activation(token)).json().code).toBe('ACTIVATION_LINK_USED');
  });

  it('refuses a made-up, malformed or expired link', async () => {
    expect((await activation('zmyslony-token-0123456789abcdef')).json()).toMatchObject({
      status: 400,
      code: 'ACTIVATION_LINK_INVALID',
      message: 'Link aktywacyjny jest nieprawidłowy lub wygasł.',
    });
    expect((await activation('za-krotki')).statusCode).toBe(400);
    const res = await invite(valid({ email: 'ewa.wygasla@dachbud.pl' }));
    const [mail] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ewa.wygasla@dachbud.pl'));
    const expired = /\/v2\/aktywuj-konto\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await t.app.db.execute(
      sql`update user_activation_links set expires_at = now() - interval '1 minute' where user_id = ${res.json().id}`,
    );
    expect((await activation(expired)).json().code).toBe('ACTIVATION_LINK_INVALID');
    expect((await activation(expired, { password: 'Haslo1234', passwordRepeat: 'Haslo1234' })).json().code).toBe(
      'ACTIVATION_LINK_INVALID',
    );
  });
});
