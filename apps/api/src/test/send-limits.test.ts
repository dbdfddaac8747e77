import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildScene, startThread } from '../modules/conversations/testing.js';
import { buildCompanies, buildCompany, buildOrder, validNip } from './factories/index.js';
import { createTestApp, type TestApp } from './test-app.js';
import { redisReachable, TEST_REDIS_URL } from './test-redis.js';
import { useTestApp } from './use-test-app.js';

// Hourly and daily windows: a test does not straddle their end (a minute window could).
const t = useTestApp({
  logins: ['klient', 'administrator'],
  env: {
    JOBS_WORKER: 'off',
    INVITATION_EMAILS_PER_USER_PER_HOUR: '2',
    INVITATION_EMAILS_PER_RECIPIENT_PER_DAY: '2',
    NOTIFICATION_EMAILS_PER_USER_PER_HOUR: '3',
    MESSAGES_PER_USER_PER_HOUR: '3',
  },
});

let klientCompanyId = 0;
beforeAll(async () => {
  const [row] = (
    await t.app.db.execute<{ company_id: number }>(sql`select company_id from users where login = 'klient'`)
  ).rows;
  klientCompanyId = Number(row!.company_id);
});

const inviteByEmail = (orderId: number, companyId: number, email: string, headers = t.headers.klient) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v2/orders/${orderId}/other-nominated-companies`,
    headers,
    payload: { companyId, email },
  });
const mailsTo = async (email: string) =>
  Number(
    (
      await t.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from email_outbox where lower("to") = ${email.toLowerCase()}`,
      )
    ).rows[0]?.n,
  );
const expectRefused = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  return res.json();
};

describe('e-mails to typed addresses (invitations)', () => {
  it('refuses a user past the hourly limit with 429, Retry-After and the Polish text, and sends nothing', async () => {
    const order = await buildOrder(t.app.db, { companyId: klientCompanyId });
    const [a, b, c] = await buildCompanies(t.app.db, 3);
    expect((await inviteByEmail(order.id, a!.id, 'jeden@firma-a.pl')).statusCode).toBe(200);
    expect((await inviteByEmail(order.id, b!.id, 'dwa@firma-b.pl')).statusCode).toBe(200);
    const refused = await inviteByEmail(order.id, c!.id, 'trzy@firma-c.pl');
    expect(expectRefused(refused)).toEqual({
      status: 429,
      code: 'INVITATION_LIMIT_EXCEEDED',
      message: 'Wysłano zbyt wiele zaproszeń. Spróbuj ponownie później.',
    });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await mailsTo('trzy@firma-c.pl')).toBe(0);
    const stored = await t.app.db.execute(
      sql`select 1 from order_nominated_companies where order_id = ${order.id} and company_id = ${c!.id}`,
    );
    expect(stored.rows).toHaveLength(0);
  });

  it('refuses one address past its daily limit whoever sends, whatever the letter case', async () => {
    const order = await buildOrder(t.app.db, { companyId: klientCompanyId });
    const [a, b, c] = await buildCompanies(t.app.db, 3);
    const address = `${randomUUID()}@jeden-adres.pl`;
    const staff = t.headers.administrator;
    expect((await inviteByEmail(order.id, a!.id, address, staff)).statusCode).toBe(200);
    expect((await inviteByEmail(order.id, b!.id, address, staff)).statusCode).toBe(200);
    // another user, well within its own limit
    const other = await t.login('subkonto');
    const refused = await inviteByEmail(order.id, c!.id, address.toUpperCase(), other);
    expect(expectRefused(refused)).toMatchObject({
      code: 'RECIPIENT_LIMIT_EXCEEDED',
      message: 'Na ten adres e-mail wysłano już zbyt wiele wiadomości. Spróbuj ponownie później.',
    });
    expect(await mailsTo(address)).toBe(2);
  });
});

describe('e-mails to known addresses (companies invited from the recommendations)', () => {
  it('counts each company invited and refuses the call past the hourly limit, storing none of it', async () => {
    const order = await buildOrder(t.app.db, { companyId: klientCompanyId });
    const many = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        buildCompany(t.app.db, { contact: { companyEmail: { values: [`biuro${n}@znana.pl`] } } }),
      ),
    );
    const headers = await t.login('subkonto');
    const patch = (ids: number[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v2/orders/${order.id}/nominated-companies`,
        headers,
        payload: { companyIds: ids },
      });
    expect((await patch(many.slice(0, 3).map((c) => c.id))).statusCode).toBe(200);
    expect(expectRefused(await patch([many[3]!.id]))).toMatchObject({ code: 'EMAIL_LIMIT_EXCEEDED' });
    expect(await mailsTo('biuro4@znana.pl')).toBe(0);
  });
});

describe('messages', () => {
  it('refuses a user past the hourly limit of messages; others still write', async () => {
    const s = await buildScene(t.app, t.login);
    const id = await startThread(t.app, s, 'Wiadomość 1');
    const write = (headers: Record<string, string>, text: string) =>
      api(t.app).call(headers, 'POST', `/conversations/${id}/messages`, { text });
    expect((await write(s.headers.starter, 'Wiadomość 2')).statusCode).toBe(201);
    expect((await write(s.headers.starter, 'Wiadomość 3')).statusCode).toBe(201);
    const refused = await write(s.headers.starter, 'x'.repeat(9000));
    expect(expectRefused(refused)).toEqual({
      status: 429,
      code: 'MESSAGE_LIMIT_EXCEEDED',
      message: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za chwilę.',
    });
    const stored = await t.app.db.execute(sql`select 1 from conversation_messages where conversation_id = ${id}`);
    expect(stored.rows).toHaveLength(3);
    expect((await write(s.headers.contact, 'Odpowiedź')).statusCode).toBe(201);
  });
});

const register = (instance: TestApp, ip: string) => {
  const suffix = randomUUID().slice(0, 8);
  const nip = validNip().replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1-$2-$3-$4');
  return instance.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: ip,
    payload: {
      company: { name: 'Nowa Firma', nip, city: 'Kraków', zipCode: '30-001' },
      user: {
        firstName: 'Anna',
        lastName: 'Nowak',
        email: `anna.${suffix}@example.pl`,
        login: `anowak-${suffix}`,
        password: 'Haslo1234',
      },
      acceptTerms: true,
    },
  });
};

const opened: TestApp[] = [];
afterAll(async () => {
  for (const instance of opened) await instance.close();
});

describe.runIf(await redisReachable())('limits shared through Redis', () => {
  it('counts on one instance what another sent (accounts registered from one client address)', async () => {
    const overrides = { REDIS_URL: TEST_REDIS_URL, JOBS_WORKER: 'off', REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1' };
    const first = await createTestApp(overrides);
    const second = await createTestApp(overrides);
    opened.push(first, second);
    // Redis outlives a test run: an address of its own keeps earlier runs' counts away
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const accepted = await register(first, ip);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const refused = await register(second, ip);
    expect(expectRefused(refused)).toMatchObject({ code: 'REGISTRATION_LIMIT_EXCEEDED' });
    expect((await register(second, `${ip.split('.').slice(0, 3).join('.')}.251`)).statusCode).toBe(201);
  });
});

describe('Redis away (nothing listens on its address)', () => {
  it('lets sending go on rather than fail: the limits cannot count, the call is not refused', async () => {
    const away = await createTestApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      JOBS_WORKER: 'off',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1',
    });
    opened.push(away);
    expect((await register(away, '10.0.0.7')).statusCode).toBe(201);
    expect((await register(away, '10.0.0.7')).statusCode).toBe(201);
  });
});
