import { randomUUID } from 'node:crypto';
import { NOMINATED_COMPANIES_MAX } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCompanies, buildCompany, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ORDER_INVITATION_KIND } from './order-invitations.js';
import { atOrderVersion, createOrder, type OrderContext, orderContext, validForm } from './order-test-helpers.js';

const PUBLIC_URL = 'https://platforma.example.pl';
const t = useTestApp({ logins: ['klient', 'subkonto', 'dotowany', 'administrator'], env: { PUBLIC_URL } });
let ctx: OrderContext;
const withEmail = (email: string) => ({ contact: { companyEmail: { values: [email], isLink: true } } });

beforeAll(async () => {
  ctx = await orderContext(t.app);
});

const invitationsOf = async (orderId: number) =>
  (
    await t.app.db.execute<{ to: string; subject: string; text: string; status: string }>(
      sql`select "to", subject, text, status from email_outbox
           where kind = ${ORDER_INVITATION_KIND} and idempotency_key like ${`${ORDER_INVITATION_KIND}:order:${orderId}:%`}
           order by "to"`,
    )
  ).rows;

const patch = (orderId: number, companyIds: number[], headers = t.headers.klient) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v2/orders/${orderId}/nominated-companies`,
    headers,
    payload: { companyIds },
  });
const patchOther = (orderId: number, payload: object, headers = t.headers.klient) =>
  t.app.inject({ method: 'PATCH', url: `/api/v2/orders/${orderId}/other-nominated-companies`, headers, payload });
const list = (orderId: number, query = '', headers = t.headers.klient) =>
  t.app.inject({ url: `/api/v2/orders/${orderId}/nominated-companies${query}`, headers });

describe('nominated companies', () => {
  it('invites companies of a published order at once: one e-mail each with a link to the order card', async () => {
    const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
    const a = await buildCompany(t.app.db, withEmail('biuro@alfa.pl'));
    const b = await buildCompany(t.app.db, {
      contact: { recommendationEmail: { values: ['oferty@beta.pl'] }, companyEmail: { values: ['biuro@beta.pl'] } },
    });
    const res = await patch(order.id, [a.id, b.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyIds: [a.id, b.id], invitedNow: true });
    const mails = await invitationsOf(order.id);
    expect(mails.map((m) => m.to)).toEqual(['biuro@alfa.pl', 'oferty@beta.pl']);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/v2/zlecenie/${order.id}`);
    expect(mails[0]!.subject).toMatch(/^Zaproszenie do złożenia oferty/);
    const page = (await list(order.id)).json();
    expect(page.totalElements).toBe(2);
    expect(page.content[0]).toMatchObject({
      source: 'RECOMMENDED',
      invitedAt: expect.any(String),
      nominatedBy: { firstName: 'Jan', lastName: 'Kowalski' },
      email: { status: expect.stringMatching(/QUEUED|NOT_SENT|SENT/) },
      seenAt: null,
      intent: null,
    });
  });

  it('refuses a company already nominated (409), an invalid one, the requester itself and an archived order', async () => {
    const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
    const a = await buildCompany(t.app.db, withEmail('x@a.pl'));
    await patch(order.id, [a.id]);
    const again = await patch(order.id, [a.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COMPANY_ALREADY_NOMINATED');
    const deleted = await buildCompany(t.app.db, { deleted: true, ...withEmail('d@a.pl') });
    expect((await patch(order.id, [deleted.id])).json().code).toBe('NOMINATED_COMPANY_INVALID');
    expect((await patch(order.id, [ctx.companyId])).json().code).toBe('NOMINATED_COMPANY_INVALID');
    expect((await patch(order.id, [2_000_000_000])).json().code).toBe('NOMINATED_COMPANY_INVALID');
    const archived = await buildOrder(t.app.db, { companyId: ctx.companyId, status: 'ARCHIVED' });
    expect((await patch(archived.id, [a.id])).json().code).toBe('ORDER_NOT_OPEN_FOR_INVITATIONS');
    expect(await invitationsOf(archived.id)).toEqual([]);
  });

  it(`keeps to the limit of ${NOMINATED_COMPANIES_MAX} companies per order`, async () => {
    const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
    const many = await buildCompanies(t.app.db, NOMINATED_COMPANIES_MAX + 1, withEmail('limit@a.pl'));
    expect(
      (
        await patch(
          order.id,
          many.slice(0, NOMINATED_COMPANIES_MAX).map((c) => c.id),
        )
      ).statusCode,
    ).toBe(200);
    const over = await patch(order.id, [many[NOMINATED_COMPANIES_MAX]!.id]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'NOMINATED_COMPANIES_LIMIT_EXCEEDED',
      message: `Do jednego zlecenia można zaprosić najwyżej ${NOMINATED_COMPANIES_MAX} firm.`,
    });
    expect((await list(order.id, '?size=50')).json().totalElements).toBe(NOMINATED_COMPANIES_MAX);
    expect((await list(order.id, '?size=15')).statusCode).toBe(400);
  });

  it('invites another company with the e-mail given when it has none known', async () => {
    const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
    const silent = await buildCompany(t.app.db);
    const none = await patchOther(order.id, { companyId: silent.id });
    expect(none.json()).toMatchObject({ code: 'NOMINATED_COMPANY_EMAIL_REQUIRED', message: 'Niepoprawny adres email' });
    const bad = await patchOther(order.id, { companyId: silent.id, email: 'nie-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Niepoprawny adres email');
    const noCompany = await patchOther(order.id, { email: 'a@b.pl' });
    expect(noCompany.json().message).toContain('Wybierz firmę');
    const ok = await patchOther(order.id, { companyId: silent.id, email: 'szef@cicha.pl' });
    expect(ok.statusCode).toBe(200);
    expect((await invitationsOf(order.id)).map((m) => m.to)).toEqual(['szef@cicha.pl']);
    expect((await list(order.id)).json().content[0]).toMatchObject({ source: 'OTHER', email: { to: 'szef@cicha.pl' } });
  });

  it('stores the companies chosen in the add-order form with a draft and invites them when it is published', async () => {
    const a = await buildCompany(t.app.db, withEmail('forma@a.pl'));
    const draft = await createOrder(
      t.app,
      t.headers.klient,
      validForm(ctx, { nominatedCompanyIds: [a.id] }),
      '/api/v2/orders/draft',
    );
    expect(await invitationsOf(draft.id)).toEqual([]);
    expect((await list(draft.id)).json().content[0]).toMatchObject({ company: { id: a.id }, invitedAt: null });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/draft/${draft.id}/complete`,
      headers: t.headers.klient,
    });
    expect(done.statusCode).toBe(200);
    expect((await invitationsOf(draft.id)).map((m) => m.to)).toEqual(['forma@a.pl']);
    // saving again never sends a second invitation
    await t.app.inject({
      method: 'PUT',
      url: `/api/v2/orders/${draft.id}`,
      headers: t.headers.klient,
      payload: await atOrderVersion(t.app, draft.id, validForm(ctx, { nominatedCompanyIds: [a.id] })),
    });
    expect(await invitationsOf(draft.id)).toHaveLength(1);
  });

  it('waits for the publication of a planned order', async () => {
    const order = await buildOrder(t.app.db, {
      companyId: ctx.companyId,
      status: 'PLANNED',
      publishAt: new Date(Date.now() + 3 * 24 * 3600 * 1000),
    });
    const a = await buildCompany(t.app.db, withEmail('plan@a.pl'));
    expect((await patch(order.id, [a.id])).json()).toEqual({ companyIds: [a.id], invitedNow: false });
    expect(await invitationsOf(order.id)).toEqual([]);
  });

  it.each([
    ['klient', 200],
    ['subkonto', 200],
    ['administrator', 200],
    ['dotowany', 403],
    ['anonymous', 401],
  ] as const)('%s: list and invite answer %i', async (who, status) => {
    const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
    const a = await buildCompany(t.app.db, withEmail('perm@a.pl'));
    const headers = who === 'anonymous' ? {} : t.headers[who];
    expect((await list(order.id, '', headers)).statusCode).toBe(status);
    expect((await patch(order.id, [a.id], headers)).statusCode).toBe(status);
    expect((await patchOther(order.id, { companyId: a.id }, headers)).statusCode).toBe(status === 200 ? 409 : status);
  });

  it("shows each invitee's attachment downloads (first, last) and its conversation on the order", async () => {
    const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
    const uuid = randomUUID();
    await t.app.db.execute(sql`insert into attachments (uuid, target, name, storage_key, uploaded_at)
      values (${uuid}::uuid, 'ORDER', 'plan.pdf', ${`test/${uuid}/plan.pdf`}, now())`);
    await t.app.db.execute(
      sql`insert into order_attachments (order_id, attachment_uuid) values (${order.id}, ${uuid}::uuid)`,
    );
    const invited = await buildCompany(t.app.db, withEmail('pobiera@a.pl'));
    const quiet = await buildCompany(t.app.db, withEmail('cicho@a.pl'));
    await patch(order.id, [invited.id, quiet.id]);
    const worker = await t.login((await buildUser(t.app.db, { companyId: invited.id })).login);
    const outsider = await t.login((await buildUser(t.app.db)).login);
    const download = (headers: Record<string, string>, body: object = { uuid }) =>
      t.app.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/attachment-downloads`, headers, payload: body });
    expect((await download(worker)).statusCode).toBe(204);
    expect((await download(worker, { uuid: randomUUID() })).statusCode).toBe(204); // not the order's: not recorded
    expect((await download(outsider)).statusCode).toBe(204); // not invited: nothing recorded, nothing told
    expect((await download({})).statusCode).toBe(401);
    expect((await download(worker, { uuid: 'nie-uuid' })).statusCode).toBe(400);
    // The first download happened a minute ago, so the next one is later by the clock the list shows.
    await t.app.db.execute(sql`update order_nominated_companies
      set attachments_downloaded_at = attachments_downloaded_at - interval '1 minute',
          attachments_last_downloaded_at = attachments_last_downloaded_at - interval '1 minute'
      where order_id = ${order.id} and company_id = ${invited.id}`);
    const first = (await list(order.id))
      .json()
      .content.find((r: { company: { id: number } }) => r.company.id === invited.id);
    expect(first).toMatchObject({ attachmentsDownloadedAt: expect.any(String), conversationStartedAt: null });
    await download(worker);
    await t.app.db.execute(sql`insert into conversations (order_id, company_id) values (${order.id}, ${invited.id})`);
    const rows = (await list(order.id)).json().content as Record<string, unknown>[];
    const later = rows.find((r) => (r.company as { id: number }).id === invited.id);
    expect(later).toMatchObject({
      attachmentsDownloadedAt: first.attachmentsDownloadedAt,
      conversationStartedAt: expect.any(String),
    });
    expect(later?.attachmentsLastDownloadedAt).not.toBe(first.attachmentsDownloadedAt);
    expect(rows.find((r) => (r.company as { id: number }).id === quiet.id)).toMatchObject({
      attachmentsDownloadedAt: null,
      attachmentsLastDownloadedAt: null,
      conversationStartedAt: null,
    });
  });

  it('answers the invitees tab with the same number of queries for 1 or 20 invitees (no N+1)', async () => {
    const queriesFor = async (invitees: number) => {
      const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
      const companies = await buildCompanies(t.app.db, invitees, withEmail('n1@a.pl'));
      await patch(
        order.id,
        companies.map((c) => c.id),
      );
      const spy = vi.spyOn(t.app.db, 'execute');
      const res = await list(order.id, '?size=20');
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      expect(res.json().content).toHaveLength(invitees);
      return calls;
    };
    const one = await queriesFor(1);
    expect(await queriesFor(20)).toBe(one);
    expect(one).toBeLessThanOrEqual(2);
  });

  it("refuses another company's editor and bad input", async () => {
    const foreign = await buildUser(t.app.db, { accountType: 'CLIENT' });
    const headers = await t.login(foreign.login);
    const order = await buildOrder(t.app.db, { companyId: ctx.companyId });
    expect((await patch(order.id, [foreign.companyId!], headers)).statusCode).toBe(403);
    expect((await patch(order.id, [])).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/v2/orders/abc/nominated-companies',
          headers: t.headers.klient,
          payload: { companyIds: [1] },
        })
      ).statusCode,
    ).toBe(400);
    expect((await patch(999_999_999, [1])).statusCode).toBe(404);
  });
});
