import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Headers } from '../modules/conversations/testing.js';
import { buildOffersScene } from '../modules/offers/testing.js';
import { createTestApp, loginAs } from '../test/test-app.js';
import { redisReachable, TEST_REDIS_URL } from '../test/test-redis.js';
import { useTestApp } from '../test/use-test-app.js';
import { storeKeyOf } from './idempotency.js';

/** Idempotent writes (spec 8): a repeat of a submit's key stores nothing twice and answers as the first. */
const t = useTestApp();
let s: Awaited<ReturnType<typeof buildOffersScene>>;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);
const withKey = (headers: Headers, key: string) => ({ ...headers, [IDEMPOTENCY_KEY_HEADER]: key });
const notesUrl = () => `/orders/${s.order.id}/offers/companies/${s.contractor.id}/notes`;
const countNotes = async (text: string) =>
  Number(
    (await t.app.db.execute<{ n: string }>(sql`select count(*) as n from offer_notes where text = ${text}`)).rows[0]?.n,
  );

beforeAll(async () => {
  s = await buildOffersScene(t.app, t.login);
});

describe('Dodaj notatkę', () => {
  it('stores a double click once and answers both clicks with the same note', async () => {
    const key = randomUUID();
    const text = 'Notatka z podwójnego kliknięcia';
    const [first, second] = await Promise.all([
      call(withKey(s.headers.contact, key), 'POST', notesUrl(), { text }),
      call(withKey(s.headers.contact, key), 'POST', notesUrl(), { text }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect([first.headers[IDEMPOTENT_REPLAY_HEADER], second.headers[IDEMPOTENT_REPLAY_HEADER]]).toContain('true');
    expect(await countNotes(text)).toBe(1);
  });

  it('replays a later repeat of the key, and stores a note per submit without a key', async () => {
    const key = randomUUID();
    const text = 'Notatka powtórzona później';
    const first = await call(withKey(s.headers.contact, key), 'POST', notesUrl(), { text });
    const repeat = await call(withKey(s.headers.contact, key), 'POST', notesUrl(), { text });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(repeat.json().id).toBe(first.json().id);
    expect(await countNotes(text)).toBe(1);
    await call(s.headers.contact, 'POST', notesUrl(), { text });
    expect(await countNotes(text)).toBe(2);
  });

  it('keeps keys per caller: the same key from another user is another submit', async () => {
    const key = randomUUID();
    const text = 'Ten sam klucz, dwie osoby';
    const mine = await call(withKey(s.headers.contact, key), 'POST', notesUrl(), { text });
    const theirs = await call(withKey(s.headers.requesterColleague, key), 'POST', notesUrl(), { text });
    expect(theirs.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await countNotes(text)).toBe(2);
  });

  it('refuses the key reused for another request (422) and a malformed key (400)', async () => {
    const key = randomUUID();
    await call(withKey(s.headers.contact, key), 'POST', notesUrl(), { text: 'Pierwsza treść' });
    const other = await call(withKey(s.headers.contact, key), 'POST', notesUrl(), { text: 'Inna treść' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countNotes('Inna treść')).toBe(0);
    const bad = await call(withKey(s.headers.contact, 'zły klucz'), 'POST', notesUrl(), { text: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});

describe('Zamknij zlecenie', () => {
  const settle = (key: string) => call(withKey(s.headers.contact, key), 'PUT', `/orders/${s.order.id}/settle`);
  const decide = (industryId: number) =>
    call(
      s.headers.contact,
      'PUT',
      `/orders/${s.order.id}/offers/industries/${industryId}/without-indication?decision=SELECT`,
    );

  it('lets a refused first try go (the key runs again once the choice is made)', async () => {
    const key = randomUUID();
    const early = await settle(key);
    expect(early.statusCode).toBe(409);
    await decide(s.industryA);
    await decide(s.industryB);
    const done = await settle(key);
    expect(done.statusCode).toBe(200);
    expect(done.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
  });

  it('refuses a second close without a key (the choice error the dialog showed beside the success)', async () => {
    const card = await call(s.headers.contact, 'GET', `/orders/${s.order.id}`);
    expect(card.json().status).toBe('ARCHIVED');
    // without a key, a second click after the close is refused (what the dialog showed beside the success)
    expect((await call(s.headers.contact, 'PUT', `/orders/${s.order.id}/settle`)).statusCode).not.toBe(200);
  });

  it('replays the close for a repeat of its key', async () => {
    const scene = await buildOffersScene(t.app, t.login);
    const base = `/orders/${scene.order.id}`;
    for (const industry of [scene.industryA, scene.industryB])
      await call(
        scene.headers.contact,
        'PUT',
        `${base}/offers/industries/${industry}/without-indication?decision=SELECT`,
      );
    const key = randomUUID();
    const [first, second] = await Promise.all([
      call(withKey(scene.headers.contact, key), 'PUT', `${base}/settle`),
      call(withKey(scene.headers.contact, key), 'PUT', `${base}/settle`),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ settled: true, status: 'ARCHIVED' });
  });
});

describe('Zarejestruj się', () => {
  const form = {
    company: { name: 'Firma Dwóch Kliknięć Sp. z o.o.', nip: '526-000-12-46', city: 'Kraków', zipCode: '30-001' },
    user: {
      firstName: 'Jan',
      lastName: 'Dwuklik',
      email: 'jan.dwuklik@example.pl',
      login: 'jdwuklik',
      password: 'Haslo1234',
    },
    acceptTerms: true,
  };
  const register = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: form,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });

  it('creates the account once and answers the repeat with the same tokens, not "Taki login jest już zajęty."', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([register(key), register(key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const later = await register(key);
    expect(later.statusCode).toBe(201);
    const users = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from users where login = 'jdwuklik'`);
    expect(Number(users.rows[0]?.n)).toBe(1);
    // the answer's tokens and the key are not kept as sent (the answer is sealed with the client's key)
    const kept = await t.app.db.execute<{ key: string; body: string }>(
      sql`select key, body from idempotent_requests where scope like 'a:%'`,
    );
    expect(kept.rows.length).toBeGreaterThan(0);
    for (const row of kept.rows) {
      expect(row.key).not.toBe(key);
      expect(row.body).not.toContain(first.json().refreshToken);
    }
    // a new submit (a new key) is refused as before
    expect((await register(randomUUID())).json().code).toBe('LOGIN_ALREADY_EXISTS');
  });
});

describe.runIf(await redisReachable())('with Redis configured', () => {
  it('keeps the answer in Redis: a double click stores one note and the repeat is replayed', async () => {
    const r = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    try {
      const scene = await buildOffersScene(r.app, async (login) => (await loginAs(r.app, login)).headers);
      const url = `/orders/${scene.order.id}/offers/companies/${scene.contractor.id}/notes`;
      const key = randomUUID();
      const text = 'Notatka przez Redis';
      const send = () => api(r.app).call(withKey(scene.headers.contact, key), 'POST', url, { text });
      const [first, second] = await Promise.all([send(), send()]);
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.json()).toEqual(first.json());
      expect((await send()).headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
      const stored = await r.app.db.execute<{ n: string }>(
        sql`select count(*) as n from offer_notes where text = ${text}`,
      );
      expect(Number(stored.rows[0]?.n)).toBe(1);
      expect(await r.app.cache.redis!.exists(`idempotency:u:${scene.contact.id}:${storeKeyOf(key)}`)).toBe(1);
      const table = await r.app.db.execute<{ n: string }>(sql`select count(*) as n from idempotent_requests`);
      expect(Number(table.rows[0]?.n)).toBe(0);
    } finally {
      await r.close();
    }
  });
});
