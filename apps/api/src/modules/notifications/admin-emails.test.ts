import { MESSAGES } from '@platform/shared';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.js';
import { useTestApp } from '../../test/use-test-app.js';
import { waitFor } from '../../test/wait-for.js';

/** The admin e-mail page's calls (spec 2.1 `/emaile`, admin only). */
const LOGINS = ['superadmin', 'administrator', 'manager', 'sales', 'klient', 'subkonto', 'dotowany'] as const;
const t = useTestApp({ logins: LOGINS });
const headersOf: Record<string, Record<string, string>> = t.headers;

const ids: Record<string, number> = {};

beforeAll(async () => {
  const day = (iso: string) => new Date(iso);
  const rows = [
    {
      key: 'sent',
      to: 'jan@firma-a.pl',
      subject: 'Zlecenie do zatwierdzenia: Hala',
      status: 'SENT',
      createdAt: day('2026-03-10T10:00:00Z'),
    },
    {
      key: 'failed',
      to: 'ewa@firma-b.pl',
      subject: 'Witamy na platformie',
      status: 'FAILED',
      createdAt: day('2026-03-11T22:30:00Z'),
    },
    {
      key: 'queued',
      to: 'ola@firma-a.pl',
      subject: 'Zlecenie do zatwierdzenia: Szkoła',
      status: 'QUEUED',
      createdAt: day('2026-03-12T08:00:00Z'),
    },
  ];
  for (const row of rows) {
    const [inserted] = await t.app.db
      .insert(emailOutbox)
      .values({
        to: row.to,
        subject: row.subject,
        text: `Treść: ${row.subject}`,
        html: `<p>${row.subject}</p>`,
        kind: row.subject.startsWith('Zlecenie') ? 'ORDER_CONTACTS_NOTIFICATION' : 'REGISTRATION',
        idempotencyKey: `admin-test:${row.key}`,
        status: row.status,
        attempts: row.status === 'QUEUED' ? 0 : 1,
        error: row.status === 'FAILED' ? '451 Chwilowy błąd' : null,
        createdAt: row.createdAt,
        // already handed to the delivery queue: the relay leaves the QUEUED one where it is
        jobEnqueuedAt: row.createdAt,
      })
      .returning({ id: emailOutbox.id });
    ids[row.key] = inserted!.id;
  }
  // Twenty-two more for the paging.
  await t.app.db.insert(emailOutbox).values(
    Array.from({ length: 22 }, (_, i) => ({
      to: `masowy${i}@example.pl`,
      subject: `Masowy ${i}`,
      text: 'x',
      kind: 'REGISTRATION',
      idempotencyKey: `admin-test:bulk:${i}`,
      status: 'NOT_SENT',
      createdAt: new Date('2026-02-01T12:00:00Z'),
    })),
  );
});

const list = async (query: string, who = 'administrator') => {
  const res = await t.app.inject({ url: `/api/v2/admin/emails?${query}`, headers: headersOf[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    content: { id: number; to: string; status: string; attempts: number; error: string | null }[];
    totalElements: number;
    totalPages: number;
    counts: Record<string, number>;
  };
};

describe('permissions', () => {
  const expected: Record<(typeof LOGINS)[number] | 'anonymous', number> = {
    anonymous: 401,
    superadmin: 200,
    administrator: 200,
    manager: 200,
    sales: 200,
    klient: 403,
    subkonto: 403,
    dotowany: 403,
  };
  it.each(Object.entries(expected))('%s gets %j for the list and the preview', async (who, status) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    expect((await t.app.inject({ url: '/api/v2/admin/emails', headers })).statusCode).toBe(status);
    expect((await t.app.inject({ url: `/api/v2/admin/emails/${ids.sent}`, headers })).statusCode).toBe(status);
    if (status !== 200) {
      const resend = await t.app.inject({ method: 'POST', url: `/api/v2/admin/emails/${ids.failed}/resend`, headers });
      expect(resend.statusCode).toBe(status);
    }
  });
});

describe('list', () => {
  it('pages 20 at a time, newest first, with counts per status', async () => {
    const first = await list('search=Masowy');
    expect(first.totalElements).toBe(22);
    expect(first.totalPages).toBe(2);
    expect(first.content).toHaveLength(20);
    expect((await list('search=Masowy&page=1')).content).toHaveLength(2);
    const mine = await list('from=2026-03-01&to=2026-03-31');
    expect(mine.content.map((r) => r.id)).toEqual([ids.queued, ids.failed, ids.sent]);
    expect(mine.counts).toEqual({ QUEUED: 1, SENDING: 0, SENT: 1, FAILED: 1, NOT_SENT: 0 });
  });

  it('filters by kind, status, recipient, words and period (Warsaw days)', async () => {
    const march = 'from=2026-03-01&to=2026-03-31';
    expect((await list(`${march}&kind=REGISTRATION`)).content.map((r) => r.id)).toEqual([ids.failed]);
    const failed = await list(`${march}&status=FAILED`);
    expect(failed.content.map((r) => r.id)).toEqual([ids.failed]);
    expect(failed.content[0]).toMatchObject({ attempts: 1, error: '451 Chwilowy błąd' });
    // The status filter leaves the counts of the other statuses.
    expect(failed.counts).toEqual({ QUEUED: 1, SENDING: 0, SENT: 1, FAILED: 1, NOT_SENT: 0 });
    expect((await list(`${march}&recipient=firma-a`)).content.map((r) => r.id)).toEqual([ids.queued, ids.sent]);
    expect((await list(`${march}&search=zatwierdzenia szkoła`)).content.map((r) => r.id)).toEqual([ids.queued]);
    // 22:30 UTC on 11 March is 23:30 in Warsaw: still the 11th.
    expect((await list('from=2026-03-11&to=2026-03-11')).content.map((r) => r.id)).toEqual([ids.failed]);
    expect((await list('from=2026-03-12&to=2026-03-12')).content.map((r) => r.id)).toEqual([ids.queued]);
  });

  it('refuses a malformed filter with 400', async () => {
    const res = await t.app.inject({ url: '/api/v2/admin/emails?status=GONE', headers: headersOf.administrator });
    expect(res.statusCode).toBe(400);
  });
});

describe('preview and resend', () => {
  it('shows the rendered e-mail', async () => {
    const res = await t.app.inject({ url: `/api/v2/admin/emails/${ids.sent}`, headers: headersOf.manager });
    expect(res.json()).toMatchObject({
      to: 'jan@firma-a.pl',
      text: 'Treść: Zlecenie do zatwierdzenia: Hala',
      html: '<p>Zlecenie do zatwierdzenia: Hala</p>',
      status: 'SENT',
    });
    expect((await t.app.inject({ url: '/api/v2/admin/emails/999999', headers: headersOf.manager })).statusCode).toBe(
      404,
    );
  });

  it('queues a failed e-mail again; any other one answers 409 in Polish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/emails/${ids.failed}/resend`,
      headers: headersOf.administrator,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'QUEUED', error: null });
    // No SMTP_URL in this app: the worker keeps it in the outbox as NOT_SENT.
    const outboxRow = async () =>
      (
        await t.app.db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.id, [ids.failed!]))
      )[0];
    await waitFor(async () => (await outboxRow())?.status === 'NOT_SENT', 10_000, 'the resent e-mail to be NOT_SENT');
    const [row] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [ids.failed!]));
    expect(row).toMatchObject({ status: 'NOT_SENT', attempts: 2 });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/emails/${ids.sent}/resend`,
      headers: headersOf.administrator,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_NOT_RESENDABLE', message: MESSAGES.emailNotResendable });
  });
});
