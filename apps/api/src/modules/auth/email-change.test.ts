import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.js';
import { buildUser } from '../../test/factories/index.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

/** 'Zmień adres e-mail' (ASVS 2.5): confirmed from the new address, the old one told. */
const t = useTestApp({ env: { JOBS_WORKER: 'off' } });

const ask = (headers: Record<string, string>, email: string, currentPassword = DEMO_PASSWORD) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/users/me/email', headers, payload: { email, currentPassword } });
const look = (token: string) => t.app.inject({ url: `/api/v2/users/email-change?token=${token}` });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/users/email-change', payload: { token } });
const addressOf = async (id: number) =>
  (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

/** the newest e-mail of a kind to an address */
const mailTo = async (kind: string, to: string) => {
  const [mail] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.to, to)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail ?? null;
};
const tokenIn = (text: string) => /\/v2\/auth\/nowy-email\/([A-Za-z0-9_.-]+)/.exec(text)![1]!;

describe('PUT /users/me/email and its link', () => {
  it('sends the link to the new address, tells the old one, and changes the address once', async () => {
    const user = await buildUser(t.app.db);
    const headers = await t.login(user.login);
    const asked = await ask(headers, '  Nowy.Adres@Example.PL ');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ email: 'nowy.adres@example.pl' });
    // nothing changes until the link is used
    expect(await addressOf(user.id)).toBe(user.email);
    const link = await mailTo('EMAIL_CHANGE_CONFIRM', 'nowy.adres@example.pl');
    expect(link?.subject).toBe('Potwierdź nowy adres e-mail na Platformie Budowlanej');
    const notice = await mailTo('EMAIL_CHANGED', user.email);
    expect(notice?.subject).toBe('Prośba o zmianę adresu e-mail konta');
    expect(notice?.text).toContain('na nowy.adres@example.pl');

    const token = tokenIn(link!.text);
    expect((await look(token)).json()).toEqual({ email: 'nowy.adres@example.pl' });
    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(await addressOf(user.id)).toBe('nowy.adres@example.pl');
    expect((await mailTo('EMAIL_CHANGED', user.email))?.subject).toBe('Adres e-mail konta został zmieniony');
    const me = await t.app.inject({ url: '/api/v2/users/me', headers });
    expect(me.json().email.email).toBe('nowy.adres@example.pl');

    // the link works once
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Link potwierdzający nowy adres e-mail jest nieprawidłowy, wygasł lub został już użyty.',
    );
  });

  it('refuses a wrong password, the same address, a taken one and a forged link, changing nothing', async () => {
    const user = await buildUser(t.app.db);
    const other = await buildUser(t.app.db);
    const headers = await t.login(user.login);
    const wrong = await ask(headers, 'inny@example.pl', 'ZleHaslo123');
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'CURRENT_PASSWORD_WRONG']);
    const same = await ask(headers, user.email.toUpperCase());
    expect([same.statusCode, same.json().message]).toEqual([400, 'To jest obecny adres e-mail Twojego konta.']);
    const taken = await ask(headers, other.email);
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Konto z takim adresem e-mail już istnieje.']);
    const badEmail = await ask(headers, 'nie-adres');
    expect(badEmail.statusCode).toBe(400);
    expect((await confirm('abc.def.ghi')).statusCode).toBe(400);
    expect(await addressOf(user.id)).toBe(user.email);
  });

  it('refuses a link when its address was taken meanwhile by another account', async () => {
    const user = await buildUser(t.app.db);
    const headers = await t.login(user.login);
    await ask(headers, 'wyscig@example.pl');
    const token = tokenIn((await mailTo('EMAIL_CHANGE_CONFIRM', 'wyscig@example.pl'))!.text);
    await buildUser(t.app.db, { email: 'wyscig@example.pl' });
    const res = await confirm(token);
    expect([res.statusCode, res.json().code]).toEqual([409, 'EMAIL_ALREADY_EXISTS']);
    expect(await addressOf(user.id)).toBe(user.email);
  });

  it('answers an anonymous request 401', async () => {
    expect((await ask({}, 'ktos@example.pl')).statusCode).toBe(401);
  });
});
