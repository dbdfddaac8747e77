import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { HANG_LIMIT_MS, waitFor } from '../../test/wait-for.js';
import { ORDER_CONTACTS_EMAIL_KIND } from './order-notifications.js';
import {
  atOrderVersion,
  createOrder,
  expectError,
  type OrderContext,
  orderContext,
  validForm,
} from './order-test-helpers.js';

const PUBLIC_URL = 'https://platforma.example.pl';
const INVESTMENT_NAME = 'Hala <magazynowa> & "Łódź"';

const t = useTestApp({ logins: ['klient', 'administrator'], env: { PUBLIC_URL } });
const { klient, administrator: admin } = t.headers;
let ctx: OrderContext;

type OutboxRow = { id: number; to: string; subject: string; text: string; html: string | null; error: string | null };

beforeAll(async () => {
  ctx = await orderContext(t.app);
  // A name with characters that must be escaped in the html part.
  await t.app.database.db.execute(sql`update investments set name = ${INVESTMENT_NAME} where id = ${ctx.investmentId}`);
  await t.app.database.db.execute(sql`update users set phone = '600 100 200' where id = ${ctx.subkontoId}`);
});

const mailsOf = async (orderId: number, app = t.app): Promise<OutboxRow[]> => {
  const result = await app.database.db.execute(
    sql`select id, "to", subject, text, html, error from email_outbox
         where kind = ${ORDER_CONTACTS_EMAIL_KIND} and strpos(text, ${`redirect=%2Fzlecenie%2F${orderId}\n`}) > 0
         order by id`,
  );
  return result.rows as OutboxRow[];
};

const emailOf = async (login: string) => {
  const result = await t.app.database.db.execute(sql`select email from users where login = ${login}`);
  return (result.rows[0] as { email: string }).email;
};

const staffForm = (overrides: Parameters<typeof validForm>[1] = {}) =>
  validForm(ctx, {
    companyId: ctx.companyId,
    notifyContacts: true,
    companyContacts: [
      { userId: ctx.klientId, publishPhone: true },
      { userId: ctx.subkontoId, publishPhone: false },
    ],
    ...overrides,
  });

const linkPattern = (orderId: number) =>
  new RegExp(
    `^${PUBLIC_URL.replaceAll('.', '\\.')}/v2/dostep-tymczasowy\\?token=([A-Za-z0-9_-]+)&redirect=%2Fzlecenie%2F${orderId}$`,
    'm',
  );

const tokenOf = (mail: OutboxRow, orderId: number) => {
  const match = mail.text.match(linkPattern(orderId));
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};

const temporaryHeadersFor = async (token: string) => {
  const exchange = await t.app.inject({ method: 'POST', url: '/api/v2/temporary-access-token', payload: { token } });
  expect(exchange.statusCode, exchange.body).toBe(200);
  return { authorization: `Bearer ${exchange.json().accessToken}`, 'x-access-type': 'temporary' };
};

describe('e-mails to the contacts of an order staff published', () => {
  it('sends each contact a personal link that opens the order and approves it', async () => {
    const saved = await createOrder(t.app, admin, staffForm());
    expect(saved).toMatchObject({ status: 'RELEASED', isApproved: false });
    const mails = await mailsOf(saved.id);
    expect(mails.map((m) => m.to).sort()).toEqual([await emailOf('klient'), await emailOf('subkonto')].sort());
    const mail = mails.find((m) => m.to === 'klient@demo.platforma.pl')!;
    expect(mail.subject).toBe(`Zlecenie do zatwierdzenia: ${INVESTMENT_NAME}`);
    expect(mail.text).toContain(`opublikował w imieniu firmy`);
    expect(mail.text).toContain(`zlecenie dotyczące inwestycji „${INVESTMENT_NAME}”`);
    expect(mail.text).toContain('Możesz je przejrzeć i zatwierdzić bez logowania');
    expect(mail.html).toContain('„Hala &lt;magazynowa&gt; &amp; &quot;Łódź&quot;”');
    expect(mail.html).not.toContain('<magazynowa>');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/v2/dostep-tymczasowy?token=`);
    const [first, second] = mails.map((m) => tokenOf(m, saved.id));
    expect(first).not.toBe(second);

    const temporary = await temporaryHeadersFor(tokenOf(mail, saved.id));
    const me = await t.app.inject({ url: '/api/v2/users/me', headers: temporary });
    expect(me.json()).toMatchObject({ login: 'klient', temporaryPermissions: ['ORDER_EDIT_APPROVAL'] });
    const card = await t.app.inject({ url: `/api/v2/orders/${saved.id}`, headers: temporary });
    expect(card.json()).toMatchObject({ id: saved.id, isApproved: false, viewType: 'EDITOR' });
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/orders/${saved.id}/approve`,
      headers: temporary,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ id: saved.id, isApproved: true });
    // One-time: the same link cannot be exchanged again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/temporary-access-token',
      payload: { token: tokenOf(mail, saved.id) },
    });
    expect(again.statusCode).toBe(401);
  });

  it('a link grants only its own order', async () => {
    const one = await createOrder(t.app, admin, staffForm());
    const other = await createOrder(t.app, admin, staffForm());
    const [mail] = await mailsOf(one.id);
    const temporary = await temporaryHeadersFor(tokenOf(mail!, one.id));
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/api/v2/orders/${other.id}/approve`, headers: temporary }),
      403,
      'TEMPORARY_PERMISSION_MISSING',
    );
  });

  it('tells of a planned publication', async () => {
    const publishAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const saved = await createOrder(t.app, admin, staffForm({ publishAt }));
    expect(saved.status).toBe('PLANNED');
    const mails = await mailsOf(saved.id);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('którego publikacja jest zaplanowana na');
  });

  it('sends nothing when notifyContacts is off', async () => {
    const saved = await createOrder(t.app, admin, staffForm({ notifyContacts: false }));
    expect(await mailsOf(saved.id)).toEqual([]);
  });

  it('sends nothing for a draft, then once on its completion, and not again on a later update', async () => {
    const draft = await createOrder(t.app, admin, staffForm(), '/api/v2/orders/draft');
    expect(draft.status).toBe('DRAFT');
    expect(await mailsOf(draft.id)).toEqual([]);
    const saveDraft = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/orders/draft/${draft.id}`,
      headers: admin,
      payload: await atOrderVersion(t.app, draft.id, staffForm({ scope: 'DELIVERY' })),
    });
    expect(saveDraft.statusCode, saveDraft.body).toBe(200);
    expect(await mailsOf(draft.id)).toEqual([]);

    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/draft/${draft.id}/complete`,
      headers: admin,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.json()).toMatchObject({ status: 'RELEASED', isApproved: false });
    expect(await mailsOf(draft.id)).toHaveLength(2);

    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/orders/${draft.id}`,
      headers: admin,
      payload: await atOrderVersion(t.app, draft.id, staffForm({ scope: 'DELIVERY_AND_SERVICE' })),
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await mailsOf(draft.id)).toHaveLength(2);
  });

  it('a later update of an order published without notification does not send either', async () => {
    const saved = await createOrder(t.app, admin, staffForm({ notifyContacts: false }));
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/orders/${saved.id}`,
      headers: admin,
      payload: await atOrderVersion(t.app, saved.id, staffForm({ notifyContacts: true })),
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await mailsOf(saved.id)).toEqual([]);
  });

  it("sends nothing for a company user's own order", async () => {
    const saved = await createOrder(t.app, klient, staffForm({ companyId: undefined }));
    expect(saved.isApproved).toBe(true);
    expect(await mailsOf(saved.id)).toEqual([]);
    const draft = await createOrder(t.app, klient, staffForm({ companyId: undefined }), '/api/v2/orders/draft');
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/draft/${draft.id}/complete`,
      headers: klient,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(await mailsOf(draft.id)).toEqual([]);
  });
});

describe('a failing mail server', () => {
  it('keeps the order, and the delivery job records the error in the outbox', async () => {
    const broken = await createTestApp({ PUBLIC_URL, SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const brokenCtx = await orderContext(broken.app);
      const headers = (await loginAs(broken.app, 'administrator')).headers;
      const saved = await createOrder(
        broken.app,
        headers,
        validForm(brokenCtx, { companyId: brokenCtx.companyId, notifyContacts: true }),
      );
      const stored = await broken.app.database.db.execute(
        sql`select contacts_notified_at from orders where id = ${saved.id}`,
      );
      expect((stored.rows[0] as { contacts_notified_at: unknown }).contacts_notified_at).not.toBeNull();
      // The save only enqueued the e-mail; the delivery job records the refused connection.
      let mails = await mailsOf(saved.id, broken.app);
      expect(mails).toHaveLength(1);
      mails = await waitFor(
        async () => {
          const now = await mailsOf(saved.id, broken.app);
          return now[0]?.error ? now : null;
        },
        HANG_LIMIT_MS,
        'the delivery job to record the error',
      );
      expect(mails[0]!.error).toBeTruthy();
    } finally {
      await broken.close();
    }
  });
});
