import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, passwordResetLinks } from '../../db/schema.js';
import { buildUser } from '../../test/factories/index.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

/** 'Nie pamiętam hasła' and the password change (OWASP ASVS 2.5). */
const t = useTestApp({
  env: { JOBS_WORKER: 'off', PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '6', PASSWORD_RESETS_PER_RECIPIENT_PER_DAY: '3' },
});

const NEW_PASSWORD = 'NoweHaslo2026';
let ip = 0;
/** each request from its own client address, unless a test is about the address limit */
const ask = (email: string, remoteAddress = `10.1.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/v2/password-reset', payload: { email }, remoteAddress });
const setPassword = (token: string, password = NEW_PASSWORD, passwordRepeat = password) =>
  t.app.inject({ method: 'POST', url: `/api/v2/password-reset/${token}`, payload: { password, passwordRepeat } });
const logIn = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login, password } });
const me = (accessToken: string) =>
  t.app.inject({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${accessToken}` } });

/** the token of the newest PASSWORD_RESET e-mail to the address */
const tokenMailedTo = async (email: string) => {
  const [mail] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'PASSWORD_RESET'), eq(emailOutbox.to, email)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail ? { mail, token: /\/v2\/auth\/nowe-haslo\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]! } : null;
};
const resetMailsTo = async (email: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'PASSWORD_RESET'), eq(emailOutbox.to, email)))
  )[0]!.n;

describe('POST /password-reset', () => {
  it('e-mails a one-time link to an active account, and answers an unknown address alike', async () => {
    const user = await buildUser(t.app.db);
    const known = await ask(user.email);
    const unknown = await ask('nikt.taki@nieznany.pl');
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(known.body).toBe(unknown.body);
    const sent = await tokenMailedTo(user.email);
    expect(sent?.mail.subject).toBe('Ustaw nowe hasło na Platformie Budowlanej');
    expect(sent?.mail.text).toContain(`do konta ${user.login}`);
    expect(sent?.mail.text).toContain('Link działa jeden raz przez 60 minut.');
    expect(await resetMailsTo('nikt.taki@nieznany.pl')).toBe(0);
    // only the hash is stored
    const rows = await t.app.db.select().from(passwordResetLinks).where(eq(passwordResetLinks.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(sent!.token);
  });

  it('sends nothing to an inactive account (an invitation not yet accepted)', async () => {
    const user = await buildUser(t.app.db, { active: false });
    expect((await ask(user.email)).statusCode).toBe(204);
    expect(await resetMailsTo(user.email)).toBe(0);
  });

  it('refuses a malformed address with a Polish message', async () => {
    const res = await ask('to nie jest adres');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Adres e-mail jest niepoprawny');
  });

  it('limits links per typed address, known or not, and per client address', async () => {
    const user = await buildUser(t.app.db);
    for (let i = 0; i < 3; i += 1) expect((await ask(user.email)).statusCode).toBe(204);
    const fourth = await ask(user.email);
    expect(fourth.statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) expect((await ask('nieznany.adres@firma.pl')).statusCode).toBe(204);
    // the same answer for an unknown address: the limit tells nothing about accounts
    expect((await ask('nieznany.adres@firma.pl')).json()).toEqual(fourth.json());
    for (let i = 0; i < 6; i += 1) expect((await ask(`inny${i}@firma.pl`, '10.9.9.9')).statusCode).toBe(204);
    const past = await ask('siodmy@firma.pl', '10.9.9.9');
    expect(past.statusCode).toBe(429);
    expect(past.json().message).toBe('Wysłano zbyt wiele próśb o zmianę hasła. Spróbuj ponownie później.');
  });
});

describe('the link', () => {
  it('sets the password once, ends every other session, logs in and tells the owner', async () => {
    const user = await buildUser(t.app.db);
    const before = (await logIn(user.login, DEMO_PASSWORD)).json();
    expect((await me(before.accessToken)).statusCode).toBe(200);
    await ask(user.email);
    const { token } = (await tokenMailedTo(user.email))!;
    const shown = await t.app.inject({ url: `/api/v2/password-reset/${token}` });
    expect(shown.json()).toEqual({ login: user.login });

    const weak = await setPassword(token, 'krotkie');
    expect(weak.statusCode).toBe(400);
    expect((await setPassword(token, NEW_PASSWORD, 'InneHaslo2026')).statusCode).toBe(400);

    const done = await setPassword(token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(done.json().accessToken)).statusCode).toBe(200);
    // the session opened before the reset is over: its access token and its refresh token
    expect((await me(before.accessToken)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      headers: { authorization: `Bearer ${before.refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await logIn(user.login, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(user.login, NEW_PASSWORD)).statusCode).toBe(200);
    // single use
    const again = await setPassword(token, 'JeszczeInne2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy.');
    const [changed] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'PASSWORD_CHANGED'), eq(emailOutbox.to, user.email)));
    expect(changed?.subject).toBe('Hasło do konta zostało zmienione');
  });

  it('stops working when it expires, when a newer link is asked for, and after a login', async () => {
    const user = await buildUser(t.app.db);
    await ask(user.email);
    const first = (await tokenMailedTo(user.email))!.token;
    await ask(user.email);
    const second = (await tokenMailedTo(user.email))!.token;
    expect((await t.app.inject({ url: `/api/v2/password-reset/${first}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v2/password-reset/${second}` })).statusCode).toBe(200);

    // a link whose hour has passed
    await t.app.db
      .update(passwordResetLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetLinks.userId, user.id));
    expect((await setPassword(second)).statusCode).toBe(400);

    await ask(user.email);
    const third = (await tokenMailedTo(user.email))!.token;
    expect((await logIn(user.login, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await setPassword(third)).statusCode).toBe(400);
  });

  it('refuses a made-up token with the link message, not a technical one', async () => {
    const res = await t.app.inject({ url: '/api/v2/password-reset/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Link do zmiany hasła jest nieprawidłowy lub wygasł.');
    const unknown = await t.app.inject({ url: `/api/v2/password-reset/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PUT /users/me/password', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v2/users/me/password', headers, payload });

  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await buildUser(t.app.db);
    const other = (await logIn(user.login, DEMO_PASSWORD)).json();
    const here = await t.login(user.login);
    const wrong = await change(here, {
      currentPassword: 'zle-haslo',
      password: NEW_PASSWORD,
      passwordRepeat: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Obecne hasło jest nieprawidłowe.');

    const res = await change(here, {
      currentPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      passwordRepeat: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.app.inject({ url: '/api/v2/users/me', headers: here })).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await logIn(user.login, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed logins of the account', async () => {
    const user = await buildUser(t.app.db);
    const here = await t.login(user.login);
    const attempt = () =>
      change(here, { currentPassword: 'zgadywane1', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toContain(429);
  });

  it('is for a logged-in user only', async () => {
    const res = await change(
      {},
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
    );
    expect(res.statusCode).toBe(401);
  });
});
