import { PREFERENCE_KINDS } from '@platform/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.js';
import { useTestApp } from '../../test/use-test-app.js';
import { EMAIL_QUEUE } from './email-delivery.js';
import { relayQueuedEmails } from './email-relay.js';
import { enqueueEmail } from './notifications.service.js';
import { renderLayout } from './templates/layout.js';

/** E-mail settings per kind, honoured by the outbox, and the unsubscribe link. */
// the worker off: no delivery changes the outbox rows the tests read
const t = useTestApp({ logins: ['klient', 'dotowany', 'administrator'], env: { JOBS_WORKER: 'off' } });
const userIds: Record<string, number> = {};
const url = '/api/v2/users/me/notification-preferences';

beforeAll(async () => {
  const rows = await t.app.db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, ['klient', 'dotowany', 'administrator']));
  for (const row of rows) userIds[row.login] = row.id;
});

const put = (login: string, preferences: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: t.headers[login as 'klient'], payload: { preferences } });

const newMessage = (userId: number, eventKey: string) =>
  t.app.db.transaction((tx) =>
    enqueueEmail(t.app, tx, {
      kind: 'NEW_MESSAGE',
      eventKey,
      recipient: { email: 'odbiorca@test.platforma.pl', userId },
      content: (context) =>
        renderLayout(context, {
          subject: 'Nowa wiadomość',
          paragraphs: [],
          action: { label: 'Przeczytaj', url: 'http://localhost/v2/wiadomosci/' },
          critical: false,
        }),
    }),
  );

const outboxRow = async (id: number) => {
  const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
};

/** The row once the relay (which applies the settings after the save's commit) has taken it. */
const relayedRow = async (id: number) => {
  await relayQueuedEmails(t.app, EMAIL_QUEUE);
  return outboxRow(id);
};

const unsubscribeTokenOf = (text: string) => {
  const link = text.match(/https?:\S+\/powiadomienia\/wypisz\?token=(\S+)/);
  return decodeURIComponent(link![1]!);
};

describe('settings', () => {
  it('lists every switchable kind, none of the critical ones, all at once by default', async () => {
    const res = await t.app.inject({ url, headers: t.headers.klient });
    expect(res.statusCode).toBe(200);
    const { preferences } = res.json();
    expect(preferences.map((p: { kind: string }) => p.kind)).toEqual(PREFERENCE_KINDS);
    expect(preferences.every((p: { mode: string; locked: boolean }) => p.mode === 'IMMEDIATE' && !p.locked)).toBe(true);
    expect(preferences.map((p: { kind: string }) => p.kind)).not.toContain('ORDER_CONTACTS_NOTIFICATION');
  });

  it('gives a subsidised user the follow notifications off and locked (document 2, section 4)', async () => {
    const { preferences } = (await t.app.inject({ url, headers: t.headers.dotowany })).json();
    const follow = preferences.filter((p: { kind: string }) => p.kind.startsWith('FOLLOWED_COMPANY'));
    expect(follow).toHaveLength(2);
    expect(follow.every((p: { mode: string; locked: boolean }) => p.mode === 'OFF' && p.locked)).toBe(true);
    const res = await put('dotowany', [{ kind: 'FOLLOWED_COMPANY_NEW_INVESTMENT', mode: 'IMMEDIATE' }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Usługa dostępna tylko w abonamencie');
  });

  it('stores a change and answers the whole list', async () => {
    const res = await put('klient', [{ kind: 'OFFER_DECISION', mode: 'DIGEST' }]);
    expect(res.statusCode).toBe(200);
    const decision = res.json().preferences.find((p: { kind: string }) => p.kind === 'OFFER_DECISION');
    expect(decision.mode).toBe('DIGEST');
    const again = (await t.app.inject({ url, headers: t.headers.klient })).json();
    expect(again.preferences.find((p: { kind: string }) => p.kind === 'OFFER_DECISION').mode).toBe('DIGEST');
  });

  it('refuses critical kinds, unknown kinds and modes, and an empty list', async () => {
    const critical = await put('klient', [{ kind: 'PASSWORD_RESET', mode: 'OFF' }]);
    expect(critical.statusCode).toBe(400);
    expect(critical.json().code).toBe('NOTIFICATION_KIND_NOT_SWITCHABLE');
    expect((await put('klient', [{ kind: 'NOPE', mode: 'OFF' }])).statusCode).toBe(400);
    expect((await put('klient', [{ kind: 'NEW_MESSAGE', mode: 'SOMETIMES' }])).statusCode).toBe(400);
    expect((await put('klient', [])).statusCode).toBe(400);
  });
});

describe('the outbox honours the settings', () => {
  it('queues at once by default, with an unsubscribe link in both bodies', async () => {
    const id = (await newMessage(userIds.administrator!, 'pref:immediate'))!;
    const row = await outboxRow(id);
    expect(row.status).toBe('QUEUED');
    expect(row.text).toContain('/v2/powiadomienia/wypisz?token=');
    expect(row.html).toContain('wypisz się z tego rodzaju wiadomości');
  });

  it('records a switched-off kind as NOT_SENT with the reason, and a digest kind as waiting', async () => {
    await put('klient', [
      { kind: 'NEW_MESSAGE', mode: 'OFF' },
      { kind: 'OFFER_DECISION', mode: 'DIGEST' },
    ]);
    const offId = (await newMessage(userIds.klient!, 'pref:off'))!;
    // the save only stores the row; the relay decides after the commit
    expect((await outboxRow(offId)).status).toBe('QUEUED');
    const off = await relayedRow(offId);
    expect([off.status, off.reason, off.jobEnqueuedAt]).toEqual(['NOT_SENT', 'OPTED_OUT', null]);
    await put('klient', [{ kind: 'NEW_MESSAGE', mode: 'DIGEST' }]);
    const digest = await relayedRow((await newMessage(userIds.klient!, 'pref:digest'))!);
    expect([digest.status, digest.reason]).toEqual(['NOT_SENT', 'DIGEST']);
    await put('klient', [{ kind: 'NEW_MESSAGE', mode: 'IMMEDIATE' }]);
    const now = await relayedRow((await newMessage(userIds.klient!, 'pref:immediate'))!);
    expect(now.status).toBe('QUEUED');
    expect(now.jobEnqueuedAt).not.toBeNull();
  });
});

describe('unsubscribe link', () => {
  const unsubscribe = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v2/notifications/unsubscribe', payload: { token } });

  it('turns the kind off without a login, once', async () => {
    const row = await outboxRow((await newMessage(userIds.administrator!, 'pref:unsubscribe'))!);
    const token = unsubscribeTokenOf(row.text);
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'NEW_MESSAGE', label: 'Nowa wiadomość w konwersacji' });
    const { preferences } = (await t.app.inject({ url, headers: t.headers.administrator })).json();
    expect(preferences.find((p: { kind: string }) => p.kind === 'NEW_MESSAGE').mode).toBe('OFF');

    const reused = await unsubscribe(token);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('UNSUBSCRIBE_LINK_USED');
  });

  it('refuses a tampered token, an access token and an expired link', async () => {
    const row = await outboxRow((await newMessage(userIds.klient!, 'pref:tampered'))!);
    const token = unsubscribeTokenOf(row.text);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(userIds.administrator) })).toString('base64url');
    const tampered = await unsubscribe(`${header}.${forged}.${signature}`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');

    const access = t.headers.klient.authorization ?? t.headers.klient.Authorization;
    expect((await unsubscribe(String(access).replace('Bearer ', ''))).json().code).toBe('UNSUBSCRIBE_LINK_INVALID');

    const expired = await t.app.tokens.signLink(
      { purpose: 'unsubscribe', userId: userIds.klient!, subject: 'NEW_MESSAGE', tokenId: 'expired-link' },
      -60,
    );
    const res = await unsubscribe(expired);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Link wypisania wygasł. Zmień ustawienia powiadomień po zalogowaniu.');

    const critical = await t.app.tokens.signLink(
      { purpose: 'unsubscribe', userId: userIds.klient!, subject: 'PASSWORD_RESET', tokenId: 'critical-link' },
      600,
    );
    expect((await unsubscribe(critical)).statusCode).toBe(400);
  });
});
