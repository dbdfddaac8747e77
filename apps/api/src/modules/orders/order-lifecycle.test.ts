import { ORDER_MESSAGES, orderSchema, polishDay, WRITE_SAFETY_MESSAGES } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, pdf, put as upload } from '../attachments/testing.js';
import {
  atOrderVersion,
  countRows,
  createOrder,
  expectError,
  type Headers,
  type OrderContext,
  orderContext,
  postOrder,
  validForm,
} from './order-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'subkonto', 'administrator'] });
const { klient, subkonto, administrator: admin } = t.headers;
let ctx: OrderContext;
let foreign: Headers;

beforeAll(async () => {
  ctx = await orderContext(t.app);
  foreign = await t.login(ctx.foreignUser.login);
});

const card = async (id: number, headers: Headers = klient, query = '') => {
  const response = await t.app.inject({ url: `/api/v2/orders/${id}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return orderSchema.parse(response.json());
};
/** A save of the order form sends the version it was read at (the order's current one, unless named). */
const put = async (url: string, headers: Headers, payload: unknown) => {
  const formOf = /\/orders\/(?:draft\/)?(\d+)$/.exec(url)?.[1];
  const body = formOf ? await atOrderVersion(t.app, Number(formOf), payload as object) : payload;
  return t.app.inject({ method: 'PUT', url, headers, payload: body as object });
};

describe('creating an order', () => {
  it('publishes now as RELEASED, approved, with a sanitised description and https links', async () => {
    const saved = await createOrder(
      t.app,
      klient,
      validForm(ctx, {
        description: '<p onclick="x()">Opis <script>alert(1)</script><a href="example.pl">link</a></p>',
      }),
    );
    expect(saved).toMatchObject({ status: 'RELEASED', isApproved: true, investment: { id: ctx.investmentId } });
    const order = await card(saved.id);
    expect(order.viewType).toBe('EDITOR');
    expect(order.description).toBe(
      '<p>Opis <a href="https://example.pl" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
    expect(order.documents).toEqual([{ url: 'https://dokumenty.example.pl/projekt.pdf', name: 'Projekt' }]);
    expect(order.industries).toEqual([
      {
        industryId: 401,
        industryName: expect.any(String),
        workScopeNumber: 120.5,
        unit: 'm2',
        description: 'Instalacja wodna',
      },
    ]);
  });

  it('plans an order published in the future', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await createOrder(t.app, klient, validForm(ctx, { publishAt: tomorrow }))).status).toBe('PLANNED');
  });

  it('refuses each broken rule with its Polish text and stores nothing', async () => {
    const before = await countRows(t.app, 'orders');
    const cases: [Parameters<typeof validForm>[1], string, string][] = [
      [{ investmentId: null }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.investmentRequired],
      [{ companyContacts: [] }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.contactRequired],
      [{ offerDeadlineTo: null }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.offerDeadlineRequired],
      [{ offerDeadlineFrom: '2020-01-01' }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.offerDeadlineInPast],
      [{ publishAt: '2020-01-01T10:00:00Z' }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.publishAtInPast],
      [
        { workDeadlineFrom: '2020-01', workDeadlineTo: '2020-02' },
        'ORDER_FORM_INVALID',
        ORDER_MESSAGES.workFrontBeforePublication,
      ],
      [{ workDeadlineFrom: null, workDeadlineTo: null }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.workFrontRequired],
      [{ scope: null }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.scopeRequired],
      [{ industries: [] }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.industriesRequired],
      [
        {
          industries: [101, 102, 103, 104, 105, 106].map((industryId) => ({
            industryId,
            workScopeNumber: 1,
            unit: 'm' as const,
          })),
        },
        'ORDER_FORM_INVALID',
        ORDER_MESSAGES.industriesMax,
      ],
      [
        { industries: [{ industryId: 401, unit: 'm2' }] },
        'ORDER_INVALID_INDUSTRY_PARAMETER',
        ORDER_MESSAGES.quantityRequired,
      ],
      [
        { industries: [{ industryId: 401, workScopeNumber: 1.555, unit: 'm2' }] },
        'ORDER_INVALID_INDUSTRY_PARAMETER',
        ORDER_MESSAGES.quantityInvalid,
      ],
      [
        { industries: [{ industryId: 401, workScopeNumber: 2 }] },
        'ORDER_INVALID_INDUSTRY_PARAMETER',
        ORDER_MESSAGES.unitRequired,
      ],
      [
        { industries: [{ industryId: 999_999, workScopeNumber: 2, unit: 'm' }] },
        'ORDER_INVALID_INDUSTRY',
        'Nieprawidłowa branża.',
      ],
      [{ documents: [{ url: 'to nie jest link' }] }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.documentLinkInvalid],
      [{ visibleToIndustryUsersOnly: null }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.visibilityRequired],
      [
        { companyContacts: [{ userId: ctx.klientId }, { userId: ctx.klientId }] },
        'ORDER_FORM_INVALID',
        ORDER_MESSAGES.contactsDuplicated,
      ],
      [{ companyContacts: [{ userId: ctx.foreignUser.id }] }, 'ORDER_FORM_INVALID', ORDER_MESSAGES.contactNotOfCompany],
      [
        { attachments: ['00000000-0000-4000-8000-000000000000'] },
        'ORDER_INVALID_ATTACHMENT',
        ORDER_MESSAGES.attachmentInvalid,
      ],
    ];
    for (const [override, code, message] of cases) {
      const response = await postOrder(t.app, klient, validForm(ctx, override));
      expectError(response, 400, code);
      expect(response.json().message).toBe(message);
    }
    expect((await postOrder(t.app, klient, { ...validForm(ctx), scope: 'NIEZNANY' as never })).statusCode).toBe(400);
    expect(await countRows(t.app, 'orders')).toBe(before);
  });

  it('names the field of a broken form rule, so the form can show the text beside it', async () => {
    const cases: [Parameters<typeof validForm>[1], string][] = [
      [{ scope: null }, 'scope'],
      [{ offerDeadlineTo: null }, 'offerDeadline'],
      [{ companyContacts: [{ userId: ctx.foreignUser.id }] }, 'companyContacts'],
      [{ industries: [{ industryId: 401, unit: 'm2' }] }, 'industries.401'],
    ];
    for (const [override, field] of cases) {
      const response = await postOrder(t.app, klient, validForm(ctx, override));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field, JSON.stringify(override)).toBe(field);
    }
  });

  it('refuses an investment the company does not take part in, and another company', async () => {
    const other = await buildInvestment(t.app.db, { participants: [{ companyId: ctx.foreignUser.companyId }] });
    expectError(
      await postOrder(t.app, klient, validForm(ctx, { investmentId: other.id })),
      400,
      'ORDER_INVESTMENT_ERROR',
    );
    expectError(
      await postOrder(t.app, klient, validForm(ctx, { companyId: ctx.foreignUser.companyId })),
      403,
      'ORDER_NO_PERMISSION_TO_USE_COMPANY',
    );
  });

  it('staff create on behalf of a company: unapproved until a person of the company approves', async () => {
    expectError(await postOrder(t.app, admin, validForm(ctx)), 400, 'ORDER_FORM_INVALID');
    expectError(
      await postOrder(t.app, admin, validForm(ctx), '/api/v2/orders/draft'),
      400,
      'ORDER_DRAFT_COMPANY_EMPTY',
    );
    const saved = await createOrder(t.app, admin, validForm(ctx, { companyId: ctx.companyId }));
    expect(saved.isApproved).toBe(false);
    expect((await card(saved.id)).userAllowedToApprove).toBe(true);
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/api/v2/orders/${saved.id}/approve`, headers: foreign }),
      403,
      'ORDER_NO_PERMISSION_TO_UPDATE',
    );
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/orders/${saved.id}/approve`,
      headers: subkonto,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().isApproved).toBe(true);
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/api/v2/orders/${saved.id}/approve`, headers: klient }),
      400,
      'ORDER_NOT_APPROVABLE',
    );
  });
});

describe('attachments', () => {
  it("links files the user uploaded for an order, and refuses someone else's upload", async () => {
    const mine = await acquire(t.app, klient, 'ORDER', 'przedmiar.pdf', {
      size: pdf.length,
      contentType: 'application/pdf',
    });
    expect((await upload(t.app, mine.fields.presignedUrl, pdf)).statusCode).toBeLessThan(300);
    const saved = await createOrder(t.app, klient, validForm(ctx, { attachments: [mine.uuid] }));
    expect((await card(saved.id)).attachments?.map((a) => a.uuid)).toEqual([mine.uuid]);
    const theirs = await acquire(t.app, subkonto, 'ORDER', 'inny.pdf', {
      size: pdf.length,
      contentType: 'application/pdf',
    });
    await upload(t.app, theirs.fields.presignedUrl, pdf);
    expectError(
      await postOrder(t.app, klient, validForm(ctx, { attachments: [theirs.uuid] })),
      400,
      'ORDER_INVALID_ATTACHMENT',
    );
    const notUploaded = await acquire(t.app, klient, 'ORDER', 'brak.pdf', { size: pdf.length });
    expectError(
      await postOrder(t.app, klient, validForm(ctx, { attachments: [notUploaded.uuid] })),
      400,
      'ORDER_INVALID_ATTACHMENT',
    );
  });
});

describe('updating an order', () => {
  it('keeps investment, company and earlier industries; adds industries', async () => {
    const saved = await createOrder(t.app, klient, validForm(ctx));
    const url = `/api/v2/orders/${saved.id}`;
    const other = await buildInvestment(t.app.db, { participants: [{ companyId: ctx.companyId }] });
    expectError(
      await put(url, klient, validForm(ctx, { investmentId: other.id })),
      400,
      'ORDER_INVESTMENT_CHANGE_FORBIDDEN',
    );
    expectError(
      await put(url, klient, validForm(ctx, { companyId: ctx.foreignUser.companyId })),
      400,
      'ORDER_COMPANY_CHANGE_FORBIDDEN',
    );
    const removing = await put(
      url,
      klient,
      validForm(ctx, { industries: [{ industryId: 402, workScopeNumber: 1, unit: 'm' }] }),
    );
    expectError(removing, 400, 'ORDER_INDUSTRIES_CHANGE_FORBIDDEN');
    expect(removing.json().message).toBe(ORDER_MESSAGES.industriesRemoved);
    const industries = [
      { industryId: 401, workScopeNumber: 5, unit: 'm2' as const },
      { industryId: 402, workScopeNumber: 7.25, unit: 'mb' as const },
    ];
    const ok = await put(url, subkonto, validForm(ctx, { industries, publishAt: '2020-01-01T00:00:00Z' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const order = await card(saved.id);
    expect(order.industries.map((i) => i.industryId)).toEqual([401, 402]);
    expect(order.status).toBe('RELEASED');
  });

  it('keeps an offer deadline that began before today; a changed end may not be in the past', async () => {
    const day = (offset: number) => polishDay(new Date(Date.now() + offset * 86_400_000));
    const saved = await createOrder(t.app, klient, validForm(ctx, { offerDeadlineTo: day(10) }));
    const url = `/api/v2/orders/${saved.id}`;
    // published yesterday with an offer window that began yesterday
    await t.app.database.db.execute(sql`
      update orders set offer_deadline_from = ${day(-1)}::date, publish_at = now() - interval '1 day'
       where id = ${saved.id}`);
    const stored = { offerDeadlineFrom: day(-1), offerDeadlineTo: day(10), publishAt: undefined };
    const unchanged = await put(url, klient, validForm(ctx, { ...stored, scope: 'DELIVERY' }));
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await card(saved.id)).toMatchObject({ scope: 'DELIVERY', offerDeadlineFrom: day(-1) });
    const longer = await put(url, klient, validForm(ctx, { ...stored, offerDeadlineTo: day(20) }));
    expect(longer.statusCode, longer.body).toBe(200);
    for (const changed of [{ offerDeadlineFrom: day(-2) }, { offerDeadlineTo: day(-1) }]) {
      const refused = await put(url, klient, validForm(ctx, { ...stored, offerDeadlineTo: day(20), ...changed }));
      expectError(refused, 400, 'ORDER_FORM_INVALID');
      expect(refused.json().message).toBe(ORDER_MESSAGES.offerDeadlineInPast);
    }
    const today = await put(url, klient, validForm(ctx, { ...stored, offerDeadlineFrom: day(0) }));
    expect(today.statusCode, today.body).toBe(200);
    expect(await card(saved.id)).toMatchObject({ offerDeadlineFrom: day(0), offerDeadlineTo: day(10) });
    // a draft's stored dates were never checked: completing it needs dates from today
    const draft = await createOrder(t.app, klient, { investmentId: ctx.investmentId }, '/api/v2/orders/draft');
    await t.app.database.db.execute(
      sql`update orders set offer_deadline_from = ${day(-1)}::date where id = ${draft.id}`,
    );
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/draft/${draft.id}/complete`,
      headers: klient,
      payload: validForm(ctx, { offerDeadlineFrom: day(-1) }),
    });
    expectError(completed, 400, 'ORDER_FORM_INVALID');
    expect(completed.json().message).toBe(ORDER_MESSAGES.offerDeadlineInPast);
  });

  it("refuses another company's user editing or deleting (403) and nothing changes", async () => {
    const saved = await createOrder(t.app, klient, validForm(ctx));
    expectError(
      await put(`/api/v2/orders/${saved.id}`, foreign, validForm(ctx, { scope: 'DELIVERY' })),
      403,
      'ORDER_NO_PERMISSION_TO_UPDATE',
    );
    expectError(
      await put(`/api/v2/orders/${saved.id}/delete-reason`, foreign, { reason: 'EXPIRED' }),
      403,
      'ORDER_NO_PERMISSION_TO_DELETE',
    );
    const order = await card(saved.id);
    expect([order.scope, order.status]).toEqual(['SERVICE', 'RELEASED']);
    expectError(
      await t.app.inject({ url: `/api/v2/orders/${saved.id}?editMode=true`, headers: foreign }),
      403,
      'ORDER_NO_PERMISSION_TO_UPDATE',
    );
    expect((await card(saved.id, klient, '?editMode=true')).viewType).toBe('EDIT');
  });
});

describe('drafts', () => {
  it('need only an investment; are completed into a published order', async () => {
    const draft = await createOrder(t.app, klient, { investmentId: ctx.investmentId }, '/api/v2/orders/draft');
    expect(draft.status).toBe('DRAFT');
    const saved = await put(`/api/v2/orders/draft/${draft.id}`, klient, {
      investmentId: ctx.investmentId,
      scope: 'DELIVERY',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const incomplete = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/draft/${draft.id}/complete`,
      headers: klient,
    });
    expectError(incomplete, 400, 'ORDER_FORM_INVALID');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/draft/${draft.id}/complete`,
      headers: klient,
      payload: validForm(ctx),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('RELEASED');
    expectError(
      await put(`/api/v2/orders/draft/${draft.id}`, klient, { investmentId: ctx.investmentId }),
      400,
      'ORDER_NOT_DRAFT',
    );
  });

  it('are deleted directly, without a reason', async () => {
    const draft = await createOrder(t.app, klient, { investmentId: ctx.investmentId }, '/api/v2/orders/draft');
    const deleted = await put(`/api/v2/orders/${draft.id}/delete-reason`, klient, {});
    expect(deleted.json()).toEqual({ id: draft.id, status: 'DRAFT', removed: true, deletedReason: null });
    expectError(await t.app.inject({ url: `/api/v2/orders/${draft.id}`, headers: klient }), 404, 'ORDER_NOT_FOUND');
  });
});

describe('deleting an order', () => {
  it('needs a reason; EXPIRED archives, USER_MISTAKE removes it from every list', async () => {
    const archived = await createOrder(t.app, klient, validForm(ctx));
    expectError(await put(`/api/v2/orders/${archived.id}/delete-reason`, klient, {}), 400, 'ORDER_EMPTY_DELETE_REASON');
    const archive = await put(`/api/v2/orders/${archived.id}/delete-reason`, klient, { reason: 'EXPIRED' });
    expect(archive.json()).toMatchObject({ status: 'ARCHIVED', removed: false, deletedReason: 'EXPIRED' });
    expect((await card(archived.id)).status).toBe('ARCHIVED');

    const mistake = await createOrder(t.app, klient, validForm(ctx));
    await put(`/api/v2/orders/${mistake.id}/delete-reason`, klient, { reason: 'USER_MISTAKE' });
    expectError(await t.app.inject({ url: `/api/v2/orders/${mistake.id}`, headers: klient }), 404, 'ORDER_NOT_FOUND');
    const mine = await t.app.inject({
      url: '/api/v2/orders/me?status=RELEASED,PLANNED,DRAFT,ARCHIVED&size=100',
      headers: klient,
    });
    const ids = (mine.json().content as { id: number }[]).map((o) => o.id);
    expect(ids).toContain(archived.id);
    expect(ids).not.toContain(mistake.id);
  });
});

describe('two tabs editing the same order', () => {
  const save = (id: number, payload: object, draft = false) =>
    t.app.inject({ method: 'PUT', url: `/api/v2/orders/${draft ? 'draft/' : ''}${id}`, headers: klient, payload });

  it('answers the version in edit mode and refuses the save read before the other tab saved (409)', async () => {
    const saved = await createOrder(t.app, klient, validForm(ctx));
    expect(saved.version).toBe(1);
    const { version } = await card(saved.id, klient, '?editMode=true');
    expect(version).toBe(1);
    const first = await save(saved.id, { ...validForm(ctx, { scope: 'DELIVERY' }), version });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await save(saved.id, { ...validForm(ctx, { scope: 'SERVICE' }), version });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', message: WRITE_SAFETY_MESSAGES.staleVersion });
    expect((await card(saved.id)).scope).toBe('DELIVERY');
    // the reloaded tab saves knowingly
    const reloaded = await card(saved.id, klient, '?editMode=true');
    expect(
      (await save(saved.id, { ...validForm(ctx, { scope: 'SERVICE' }), version: reloaded.version })).statusCode,
    ).toBe(200);
    expect((await card(saved.id)).scope).toBe('SERVICE');
  });

  it('stores one of two saves sent at once from the same version, drafts too', async () => {
    const draft = await createOrder(t.app, klient, { investmentId: ctx.investmentId }, '/api/v2/orders/draft');
    const answers = await Promise.all([
      save(draft.id, { investmentId: ctx.investmentId, version: 1 }, true),
      save(draft.id, { investmentId: ctx.investmentId, version: 1 }, true),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('requires the version (400), leaves it alone on approval and shows it to editors only', async () => {
    const saved = await createOrder(t.app, klient, validForm(ctx));
    const res = await save(saved.id, validForm(ctx));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(WRITE_SAFETY_MESSAGES.versionRequired);
    expect((await card(saved.id, foreign)).version).toBeUndefined();
  });
});
