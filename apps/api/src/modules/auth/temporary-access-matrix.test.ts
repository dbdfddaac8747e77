import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Temporary access is default-deny: with an ORDER_EDIT_APPROVAL link for one order, every operation
 * of the OpenAPI document answers 403 except the allowed list of modules/auth/README.md. The link
 * is a staff member's, so staff reach would show as a non-403 on an admin call.
 */
const t = useTestApp({ logins: ['administrator'] });

/** The README's list: the session's own identity, and the calls about its one order. */
const AS_THE_USER = new Set([
  'GET /api/v2/users/me',
  'GET /api/v2/test/temporary-access-token/verify',
  'GET /api/v2/orders/{id}',
  'GET /api/v2/orders/{id}/industries',
  'GET /api/v2/orders/{id}/contacts',
  'PUT /api/v2/orders/{id}',
  'PUT /api/v2/orders/draft/{id}',
  'POST /api/v2/orders/draft/{id}/complete',
  'PATCH /api/v2/orders/{id}/approve',
  'POST /api/v2/attachments/{target}/{fileName}',
  'GET /api/v2/attachments/{uuid}',
]);
/** Public calls, answered to the temporary caller as to an anonymous visitor. */
const AS_ANONYMOUS = new Set([
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/logout',
  'POST /api/v1/refresh',
  'GET /api/v1/sector',
  'GET /api/v1/investment-locations',
  'GET /api/v2/industries',
  'GET /api/v2/reference-lists',
  'GET /api/v2/feature-flags',
  'GET /api/v2/app-config',
  'GET /api/v2/geolocation/autocomplete',
  'GET /api/v2/search/terms',
  'GET /api/autocomplete/v1/autocomplete',
  'POST /api/v2/temporary-access-token',
  'POST /api/v2/notifications/unsubscribe',
  'GET /api/v2/invitation-intents/{token}',
  'POST /api/v2/invitation-intents/{token}',
  'GET /api/v2/users/activation/{token}',
  'POST /api/v2/users/activation/{token}',
  'POST /api/v2/password-reset',
  'GET /api/v2/password-reset/{token}',
  'POST /api/v2/password-reset/{token}',
  'GET /api/v2/articles',
  'GET /api/v2/articles/{articleId}',
  'GET /api/v2/news/categories/{categoryId}',
  'GET /api/v2/webinars',
  'GET /api/v2/conference',
]);

let orderId = 0;
let otherOrderId = 0;
let temporary: Record<string, string> = {};
let operations: { method: string; path: string }[] = [];

beforeAll(async () => {
  const [staff] = await t.app.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.login, 'administrator'));
  const [klient] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
  orderId = (await buildOrder(t.app.db, { companyId: klient!.companyId!, isApproved: false })).id;
  otherOrderId = (await buildOrder(t.app.db, { companyId: klient!.companyId! })).id;
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/v2/admin/temporary-access-links',
    headers: t.headers.administrator,
    payload: { userId: staff!.id, permissions: ['ORDER_EDIT_APPROVAL'], resourceId: orderId },
  });
  const exchange = await t.app.inject({
    method: 'POST',
    url: '/api/v2/temporary-access-token',
    payload: { token: link.json().token },
  });
  temporary = { authorization: `Bearer ${exchange.json().accessToken}`, 'x-access-type': 'temporary' };
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
});

const call = (method: string, path: string, id: number) =>
  t.app.inject({
    method: method as 'GET',
    url: path.replace(/\{id\}/g, String(id)).replace(/\{[^}]+\}/g, '1'),
    headers: temporary,
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  });

describe('temporary access matrix (ORDER_EDIT_APPROVAL link of a staff member)', () => {
  it('walks every operation: only the allowed list answers other than 403', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const answers: Record<string, number> = {};
    for (const { method, path } of operations)
      answers[`${method} ${path}`] = (await call(method, path, orderId)).statusCode;
    const unexpected = Object.entries(answers).filter(([key, status]) => {
      const allowed = AS_THE_USER.has(key) || AS_ANONYMOUS.has(key);
      return allowed ? status === 403 : status !== 403;
    });
    expect(unexpected).toEqual([]);
    // every listed call exists in the document (a renamed route must update the list)
    for (const key of [...AS_THE_USER, ...AS_ANONYMOUS]) expect(answers[key], key).toBeDefined();
  });

  it('refuses the calls about another order', async () => {
    for (const key of AS_THE_USER) {
      const [method, path] = key.split(' ') as [string, string];
      if (!path.includes('{id}')) continue;
      expect((await call(method, path, otherOrderId)).statusCode, key).toBe(403);
    }
  });

  it('attaches files to the order being approved, and to nothing else', async () => {
    const upload = (target: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/attachments/${target}/oferta.pdf`,
        headers: temporary,
        payload: { size: 1000, contentType: 'application/pdf' },
      });
    expect((await upload('ORDER')).statusCode).toBe(200);
    for (const target of ['COMPANY_LOGO', 'COMPANY_GALLERY', 'COMPANY_OFFER', 'CONVERSATION', 'ADDITIONAL'])
      expect((await upload(target)).json(), target).toMatchObject({
        status: 403,
        code: 'TEMPORARY_PERMISSION_MISSING',
      });
  });

  it('answers public calls as to an anonymous visitor and carries no staff reach', async () => {
    const flags = await t.app.inject({ url: '/api/v2/feature-flags', headers: temporary });
    const anonymous = await t.app.inject({ url: '/api/v2/feature-flags' });
    expect(flags.json()).toEqual(anonymous.json());
    const me = await t.app.inject({ url: '/api/v2/users/me', headers: temporary });
    expect(me.json()).toMatchObject({ isAdmin: false, temporaryPermissions: ['ORDER_EDIT_APPROVAL'] });
  });
});
