import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { currentVersion, uploadFile, validBasicsBody } from '../modules/companies/testing.js';
import { buildCompany, buildInvestment, buildOrder, buildUser } from './factories/index.js';
import { useTestApp } from './use-test-app.js';

/**
 * Each account type (and an anonymous visitor) against a logged-in call, an admin-only call and a
 * superadmin-only call (spec section 6).
 */
const LOGINS = ['superadmin', 'administrator', 'manager', 'sales', 'klient', 'subkonto', 'dotowany'] as const;
/** The metrics scraper's token (plugins/metrics.ts): the one key to GET /api/metrics. */
const METRICS_TOKEN = 'access-matrix-metrics-token';
const t = useTestApp({ logins: LOGINS, env: { METRICS_ENABLED: 'true', METRICS_TOKEN } });
const headersOf: Record<string, Record<string, string>> = t.headers;

const calls = {
  loggedIn: { method: 'GET' as const, url: '/api/v2/companies/search?search=bud' },
  adminOnly: {
    method: 'POST' as const,
    url: '/api/v2/admin/temporary-access-links',
    payload: { userId: 1, permissions: ['TEST_VIEW'] },
  },
  superadminOnly: { method: 'GET' as const, url: '/api/v2/geolocation?page=0' },
};

const expected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number]> = {
  anonymous: [401, 401, 401],
  superadmin: [200, 201, 200],
  administrator: [200, 201, 403],
  manager: [200, 201, 403],
  sales: [200, 201, 403],
  klient: [200, 403, 403],
  subkonto: [200, 403, 403],
  dotowany: [200, 403, 403],
};

describe('permission matrix', () => {
  it.each(Object.entries(expected))('%s gets %j', async (who, [loggedIn, adminOnly, superadminOnly]) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const answer = async (call: (typeof calls)[keyof typeof calls]) =>
      (await t.app.inject({ ...call, headers, payload: 'payload' in call ? call.payload : undefined })).statusCode;
    expect([await answer(calls.loggedIn), await answer(calls.adminOnly), await answer(calls.superadminOnly)]).toEqual([
      loggedIn,
      adminOnly,
      superadminOnly,
    ]);
  });

  it('a 403 answer carries the Polish forbidden message', async () => {
    const res = await t.app.inject({ ...calls.superadminOnly, headers: headersOf.klient });
    expect(res.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Przepraszamy, nie posiadasz uprawnień do przeglądania tych treści.',
    });
  });
});

/** The company admin's e-mail (spec 6): the company's own users and staff; nobody else. */
const companyAdminExpected: Record<(typeof LOGINS)[number] | 'anonymous', number> = {
  anonymous: 401,
  superadmin: 200,
  administrator: 200,
  manager: 200,
  sales: 200,
  klient: 200,
  subkonto: 200,
  dotowany: 403,
};

describe('company admin e-mail', () => {
  let companyId = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    companyId = row?.companyId as number;
  });

  it.each(Object.entries(companyAdminExpected))('%s gets %j', async (who, status) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const res = await t.app.inject({ url: `/api/v2/companies/${companyId}/admin`, headers });
    expect(res.statusCode).toBe(status);
  });

  it('refuses an unknown company to a non-member as it refuses a known one', async () => {
    const res = await t.app.inject({ url: '/api/v2/companies/2000000000/admin', headers: headersOf.dotowany });
    expect(res.statusCode).toBe(403);
  });
});

/** The e-mail settings (every logged-in user) and the admin e-mail page's list (staff only, spec 2.1 `/emaile`). */
const notificationsExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number]> = {
  anonymous: [401, 401, 401],
  superadmin: [200, 200, 200],
  administrator: [200, 200, 200],
  manager: [200, 200, 200],
  sales: [200, 200, 200],
  klient: [200, 200, 403],
  subkonto: [200, 200, 403],
  dotowany: [200, 200, 403],
};

describe('notification settings and the admin e-mail page', () => {
  it.each(Object.entries(notificationsExpected))('%s gets %j', async (who, expectedStatuses) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const get = await t.app.inject({ url: '/api/v2/users/me/notification-preferences', headers });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/users/me/notification-preferences',
      headers,
      payload: { preferences: [{ kind: 'NEW_MESSAGE', mode: 'IMMEDIATE' }] },
    });
    const admin = await t.app.inject({ url: '/api/v2/admin/emails', headers });
    expect([get.statusCode, put.statusCode, admin.statusCode]).toEqual(expectedStatuses);
  });
});

/**
 * Conversations (spec 2.9): the lists and the unread badge answer every logged-in account type
 * (each about their own threads); the per-thread rows (participant, colleague, contact person,
 * requester colleague, other company, staff, anonymous) are in
 * modules/conversations/conversation-access.test.ts.
 */
describe('conversation lists and unread count', () => {
  const urls = ['/api/v2/conversations/unread/me', '/api/v2/conversations/investments'];
  it.each([...LOGINS, 'anonymous' as const])('%s', async (who) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const codes = await Promise.all(urls.map(async (url) => (await t.app.inject({ url, headers })).statusCode));
    expect(codes).toEqual(who === 'anonymous' ? [401, 401] : [200, 200]);
  });
});

/**
 * The order map (spec 2.10, 6): counts for every logged-in user, pins refused on the free plan; the
 * admin location list and its changes for the superadmin only (spec 2.11, 6).
 */
const mapAndLocations = {
  provinces: { method: 'GET' as const, url: '/api/v2/orders-map/provinces?status=RELEASED' },
  pins: { method: 'GET' as const, url: '/api/v2/orders-map?status=RELEASED&bbox=14,49,24,55' },
  locationList: { method: 'GET' as const, url: '/api/v2/geolocation?page=0' },
  // Valid bodies (the guard runs after validation); an unknown id: the superadmin's 404 changes nothing.
  locationCreate: {
    method: 'POST' as const,
    url: '/api/v2/geolocation',
    payload: { name: 'Macierzowo', district: 'pruszkowski', provinceId: 7, latitude: 52.1, longitude: 20.8 },
  },
  locationUpdate: {
    method: 'PUT' as const,
    url: '/api/v2/geolocation/999999999',
    payload: { name: 'Macierzowo', district: 'pruszkowski', provinceId: 7, latitude: 52.1, longitude: 20.8 },
  },
  locationDelete: { method: 'DELETE' as const, url: '/api/v2/geolocation/999999999' },
};
const mapAndLocationsExpected: Record<(typeof LOGINS)[number] | 'anonymous', number[]> = {
  anonymous: [401, 401, 401, 401, 401, 401],
  superadmin: [200, 200, 200, 201, 404, 404],
  administrator: [200, 200, 403, 403, 403, 403],
  manager: [200, 200, 403, 403, 403, 403],
  sales: [200, 200, 403, 403, 403, 403],
  klient: [200, 200, 403, 403, 403, 403],
  subkonto: [200, 200, 403, 403, 403, 403],
  dotowany: [200, 403, 403, 403, 403, 403],
};

describe('order map and admin locations', () => {
  it.each(Object.entries(mapAndLocationsExpected))('%s gets %j', async (who, statuses) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const answers = [];
    for (const call of Object.values(mapAndLocations))
      answers.push(
        (await t.app.inject({ ...call, headers, payload: 'payload' in call ? call.payload : undefined })).statusCode,
      );
    expect(answers).toEqual(statuses);
  });
});

/**
 * Invitations and recommendations (spec 2.8, 7). The finder (GET /recommendations): every logged-in user (the subsidised dashboard has it);
 * an order's recommendations, invitees and inviting: its editors (klient, subkonto of the owner
 * company) and staff.
 */
const recommendationsExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number]> = {
  anonymous: [401, 401],
  superadmin: [200, 200],
  administrator: [200, 200],
  manager: [200, 200],
  sales: [200, 200],
  klient: [200, 200],
  subkonto: [200, 200],
  dotowany: [200, 403],
};

describe('recommendations', () => {
  let orderId = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    orderId = (await buildOrder(t.app.db, { companyId: row!.companyId! })).id;
  });

  it.each(Object.entries(recommendationsExpected))('%s gets %j', async (who, [finder, order]) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const query = 'industryIds=4&latitude=52.2&longitude=21&workDistance=30&size=5';
    const a = await t.app.inject({ url: `/api/v2/recommendations?${query}`, headers });
    const b = await t.app.inject({ url: `/api/v2/orders/${orderId}/recommendations?workDistance=30&size=5`, headers });
    // the order's invitees and inviting (an unknown company: 400 past the permission check)
    const c = await t.app.inject({ url: `/api/v2/orders/${orderId}/nominated-companies`, headers });
    const d = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/orders/${orderId}/nominated-companies`,
      headers,
      payload: { companyIds: [2_000_000_000] },
    });
    const e = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/orders/${orderId}/other-nominated-companies`,
      headers,
      payload: { companyId: 2_000_000_000 },
    });
    const invite = order === 200 ? 400 : order;
    expect([a.statusCode, b.statusCode, c.statusCode, d.statusCode, e.statusCode]).toEqual([
      finder,
      order,
      order,
      invite,
      invite,
    ]);
  });
});

/**
 * An attachment opened on the order card (beyond the spec: the invitees tab's activity): every full login is
 * answered 204 alike (only an invited company's click is recorded), anonymous 401.
 */
describe('attachment downloads', () => {
  let orderId = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    orderId = (await buildOrder(t.app.db, { companyId: row!.companyId! })).id;
  });

  it.each([...LOGINS.map((who) => [who, 204] as const), ['anonymous', 401] as const])(
    '%s gets %i',
    async (who, status) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v2/orders/${orderId}/attachment-downloads`,
        headers: who === 'anonymous' ? {} : headersOf[who],
        payload: { uuid: '00000000-0000-4000-8000-000000000000' },
      });
      expect(res.statusCode).toBe(status);
    },
  );
});

/**
 * 'Zaproś nowego użytkownika' (spec 6): staff, and users of a company taking part in the
 * investment; the activation link's calls are public (a made-up token: 400).
 */
const userInviteExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number]> = {
  anonymous: [401, 400],
  superadmin: [201, 400],
  administrator: [201, 400],
  manager: [201, 400],
  sales: [201, 400],
  klient: [201, 400],
  subkonto: [201, 400],
  dotowany: [403, 400],
};

describe('user invites', () => {
  let investmentId = 0;
  let companyId = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    investmentId = (await buildInvestment(t.app.db, { participants: [{ companyId: row!.companyId! }] })).id;
    companyId = (await buildCompany(t.app.db)).id;
  });

  it.each(Object.entries(userInviteExpected))('%s gets %j', async (who, [invite, activation]) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/invite',
      headers,
      payload: {
        name: 'Anna',
        lastName: 'Zaproszona',
        email: `zaproszona.${who}@example.pl`,
        phone: '+48 600 100 200',
        position: 'kierownik budowy',
        companyId,
        investmentId,
      },
    });
    const b = await t.app.inject({ url: '/api/v2/users/activation/nieprawidlowy-token-0123456789', headers });
    expect([a.statusCode, b.statusCode]).toEqual([invite, activation]);
  });
});

/**
 * Editorial content (document 2, sections 2.9, 6): the editors panel's calls for the superadmin only (every kind's
 * list, read, create, update, delete); published news, webinars and the conference for everyone,
 * anonymous visitors included. Drafts and scheduled entries: modules/editorial/articles.test.ts.
 * Writes send a valid body of each kind (the guard runs after validation): drafts, nothing published.
 */
const EDITORIAL_WRITES: Record<string, object> = {
  articles: { title: 'Macierz', lead: 'Lead', body: '<p>Treść</p>', publishAt: null },
  tags: { name: 'Macierz' },
  categories: { name: 'Macierz' },
  authors: { name: 'Macierz' },
  webinars: { title: 'Macierz', startsAt: '2030-01-10T10:00:00.000Z', publishAt: null },
  'webinar-categories': { name: 'Macierz' },
  'webinar-partners': { name: 'Macierz' },
  'conference-speakers': { name: 'Macierz' },
  'conference-agenda': { day: '2030-01-10', time: '09:00', title: 'Macierz' },
  'conference-partners': { name: 'Macierz', tier: 'GOLD' },
};
const EDITORIAL_PATHS = Object.keys(EDITORIAL_WRITES);
type EditorialCall = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object };
const editorialPanelCalls: EditorialCall[] = EDITORIAL_PATHS.flatMap((path) => [
  { method: 'GET' as const, url: `/api/v2/editorial/${path}?page=0` },
  { method: 'GET' as const, url: `/api/v2/editorial/${path}/999999999` },
  { method: 'DELETE' as const, url: `/api/v2/editorial/${path}/999999999` },
  // an unknown id: the superadmin's 404 changes nothing
  { method: 'PUT' as const, url: `/api/v2/editorial/${path}/999999999`, payload: EDITORIAL_WRITES[path] },
  { method: 'POST' as const, url: `/api/v2/editorial/${path}`, payload: EDITORIAL_WRITES[path] },
]);
const editorialPublicCalls = ['/api/v2/articles', '/api/v2/webinars?when=past', '/api/v2/conference'];

describe('editors panel and the public editorial pages', () => {
  it.each([...LOGINS, 'anonymous' as const])('%s', async (who) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const panel = await Promise.all(
      editorialPanelCalls.map(async (call) => (await t.app.inject({ ...call, headers })).statusCode),
    );
    const expectedPanel =
      who === 'anonymous'
        ? panel.map(() => 401)
        : who === 'superadmin'
          ? EDITORIAL_PATHS.flatMap(() => [200, 404, 404, 404, 201])
          : panel.map(() => 403);
    expect(panel).toEqual(expectedPanel);
    const open = await Promise.all(
      editorialPublicCalls.map(async (url) => (await t.app.inject({ url, headers })).statusCode),
    );
    expect(open).toEqual([200, 200, 200]);
    const news = await t.app.inject({ url: '/api/v2/news/categories/999999999', headers });
    expect(news.statusCode).toBe(404);
  });
});

/**
 * Offers (spec 2.8, 6). An order's offers (comparison, summary, export, choices, notes, thanks, settling): its
 * editors (klient, subkonto of the owner company) and staff; others 403. Past the permission check
 * the calls meet an order without offers: an unknown company 404, nothing to settle or thank 409.
 * The offered list, its count and the own offer of an order answer every logged-in user.
 */
const offersExpected: Record<(typeof LOGINS)[number] | 'anonymous', number[]> = {
  anonymous: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
  ...Object.fromEntries(
    ['superadmin', 'administrator', 'manager', 'sales', 'klient', 'subkonto'].map((who) => [
      who,
      [200, 200, 200, 200, 404, 200, 404, 404, 404, 404, 404, 404, 409, 409, 200, 200, 200, 200],
    ]),
  ),
  dotowany: [403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 200, 200, 200, 403],
} as Record<(typeof LOGINS)[number] | 'anonymous', number[]>;

describe('offers', () => {
  let orderId = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    orderId = (await buildOrder(t.app.db, { companyId: row!.companyId! })).id;
  });

  it.each(Object.entries(offersExpected))('%s gets %j', async (who, statuses) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const o = `/api/v2/orders/${orderId}`;
    const unknown = 2_000_000_000;
    const calls: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: `${o}/offers/companies` },
      { method: 'GET', url: `${o}/offers/industries` },
      { method: 'GET', url: `${o}/offers/summary` },
      { method: 'GET', url: `${o}/offers/export?format=csv` },
      { method: 'PUT', url: `${o}/offers/industries/401/companies/${unknown}/selected?decision=SELECT` },
      { method: 'PUT', url: `${o}/offers/industries/401/without-indication?decision=UNSELECT` },
      { method: 'DELETE', url: `${o}/offers/companies/${unknown}?groupBy=COMPANY` },
      { method: 'PUT', url: `${o}/offers/companies/${unknown}/industries/read?groupBy=INDUSTRY` },
      { method: 'GET', url: `${o}/offers/companies/${unknown}/notes` },
      { method: 'POST', url: `${o}/offers/companies/${unknown}/notes`, payload: { text: 'Notatka' } },
      { method: 'PUT', url: `${o}/offers/companies/${unknown}/notes/1`, payload: { text: 'Notatka' } },
      { method: 'DELETE', url: `${o}/offers/companies/${unknown}/notes/1` },
      { method: 'POST', url: `/api/v2/offers/${orderId}/appreciations`, payload: { toWinners: true } },
      { method: 'PUT', url: `${o}/settle` },
      { method: 'GET', url: `${o}/offers/me` },
      { method: 'GET', url: '/api/v2/orders/offers/me' },
      { method: 'GET', url: '/api/v2/orders/count/offers/me' },
      { method: 'PUT', url: `${o}/offers/industries/401/without-indication?decision=UNSELECT` },
    ];
    const answers = [];
    for (const call of calls) answers.push((await t.app.inject({ ...call, headers })).statusCode);
    // the last row repeats a harmless write: the order is unchanged by the ones before
    expect(answers).toEqual(statuses);
  });
});

/**
 * Mój dashboard: statistics and my company only for subsidised companies (document 2, section 6) and
 * staff (staff without a company have no company to show: 404); the work queue's followed
 * investments and unread offers for every full login (each sees only its own).
 */
const dashboardExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number, number]> = {
  anonymous: [401, 401, 401, 401],
  superadmin: [200, 404, 200, 200],
  administrator: [200, 404, 200, 200],
  manager: [200, 404, 200, 200],
  sales: [200, 404, 200, 200],
  klient: [403, 403, 200, 200],
  subkonto: [403, 403, 200, 200],
  dotowany: [200, 200, 200, 200],
};

describe('dashboard', () => {
  const urls = [
    '/api/v2/dashboard/statistics',
    '/api/v2/dashboard/my-company',
    '/api/v2/dashboard/followed-investments',
    '/api/v2/dashboard/unread-offers',
  ];
  it.each(Object.entries(dashboardExpected))('%s gets %j', async (who, statuses) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const codes = await Promise.all(urls.map(async (url) => (await t.app.inject({ url, headers })).statusCode));
    expect(codes).toEqual(statuses);
  });
});

/**
 * The free tier (spec 1 and 6): a registered company without the card services against another
 * company's card calls ([basics, /numbers/total, /numbers/industries, /investments, /offer/published]),
 * beside a paying client, a subsidised client and staff. 'header' is the card trimmed to its header,
 * 'full' the whole card; the other company is wykonawca's (it has works, and no offer: 404).
 */
const freeTierExpected: Record<'free' | 'klient' | 'subkonto' | 'dotowany' | 'administrator' | 'sales', unknown[]> = {
  free: ['header', 200, 403, 403, 403],
  klient: ['full', 200, 200, 200, 404],
  subkonto: ['full', 200, 200, 200, 404],
  dotowany: ['full', 200, 200, 403, 404],
  administrator: ['full', 200, 200, 200, 404],
  sales: ['full', 200, 200, 200, 404],
};

describe('free tier on another company card', () => {
  let other = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'wykonawca'));
    other = row?.companyId as number;
    headersOf.free = await t.login((await buildUser(t.app.db, { availableServices: [] })).login);
  });

  it.each(Object.entries(freeTierExpected))('%s gets %j', async (who, expectedRow) => {
    const get = (path: string) => t.app.inject({ url: `/api/v2/companies/${other}${path}`, headers: headersOf[who] });
    const basics = await get('/basics');
    const row: unknown[] = [basics.statusCode === 200 && 'contact' in basics.json() ? 'full' : 'header'];
    for (const path of ['/numbers/total', '/numbers/industries', '/investments?sort=works_desc', '/offer/published']) {
      row.push((await get(path)).statusCode);
    }
    expect(row).toEqual(expectedRow);
  });
});

/** The admin controls of a company save (spec 6): 'Galeria' and 'Linki do aukcji', by who saves. */
const adminFieldsExpected: Record<'klient' | 'subkonto' | 'administrator', [number, number]> = {
  klient: [403, 403],
  subkonto: [403, 403],
  administrator: [200, 200],
};

describe('admin-only fields of the company edit', () => {
  let companyId = 0;
  let photo = '';
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    companyId = row?.companyId as number;
    photo = await uploadFile(t.app, headersOf.klient!, 'COMPANY_GALLERY');
  });

  it.each(Object.entries(adminFieldsExpected))('%s saving Galeria, Linki do aukcji gets %j', async (who, statuses) => {
    const body = await validBasicsBody(t.app, companyId);
    // each save is read at the stored version (spec 2: a stale save is refused)
    const save = async (change: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/companies/${companyId}/basics`,
        headers: headersOf[who],
        payload: { ...body, version: await currentVersion(t.app, companyId), ...change },
      });
    const gallery = await save({ gallery: { description: `<p>Galeria ${who}</p>`, photos: [photo] } });
    const links = await save({ auctionLinks: [`https://allegro.pl/${who}`] });
    expect([gallery.statusCode, links.statusCode]).toEqual(statuses);
  });
});

/**
 * Company membership (spec 2.8, 6): a company's requests and history are its admin's and staff's;
 * the staff queue is staff's. Pages of klient's company.
 */
const membershipExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number]> = {
  anonymous: [401, 401, 401],
  superadmin: [200, 200, 200],
  administrator: [200, 200, 200],
  manager: [200, 200, 200],
  sales: [200, 200, 200],
  klient: [200, 200, 403],
  subkonto: [403, 403, 403],
  dotowany: [403, 403, 403],
};

describe('company membership', () => {
  let klientCompanyId = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    klientCompanyId = row?.companyId as number;
  });

  it.each(Object.entries(membershipExpected))(
    '%s reading requests, history, the staff queue gets %j',
    async (who, statuses) => {
      const headers = who === 'anonymous' ? {} : headersOf[who];
      const status = async (url: string) => (await t.app.inject({ url: `/api/v2${url}`, headers })).statusCode;
      expect([
        await status(`/companies/${klientCompanyId}/membership-requests`),
        await status(`/companies/${klientCompanyId}/membership-history`),
        await status('/admin/membership-requests'),
      ]).toEqual(statuses);
    },
  );

  it("an invitation into another company makes no member; only that company's admin's approval does", async () => {
    const [dotowany] = await t.app.db.select().from(users).where(eq(users.login, 'dotowany'));
    const investment = await buildInvestment(t.app.db, { participants: [{ companyId: dotowany!.companyId! }] });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/invite',
      headers: headersOf.dotowany,
      payload: {
        name: 'Piotr',
        lastName: 'Wtyczka',
        email: 'piotr.wtyczka@example.pl',
        phone: '600 200 300',
        position: 'kierownik budowy',
        companyId: klientCompanyId,
        investmentId: investment.id,
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const memberOf = async () =>
      (await t.app.db.select().from(users).where(eq(users.id, invited.json().id)))[0]?.companyId ?? null;
    expect(await memberOf()).toBeNull();
    const requests = await t.app.inject({
      url: `/api/v2/companies/${klientCompanyId}/membership-requests`,
      headers: headersOf.klient,
    });
    const request = requests.json().content.find((r: { user: { id: number } }) => r.user.id === invited.json().id);
    const decide = (who: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/membership-requests/${request.id}/decision`,
        headers: headersOf[who],
        payload: { decision: 'APPROVE' },
      });
    expect((await decide('dotowany')).statusCode).toBe(403);
    expect((await decide('subkonto')).statusCode).toBe(403);
    expect(await memberOf()).toBeNull();
    expect((await decide('klient')).statusCode).toBe(204);
    expect(await memberOf()).toBe(klientCompanyId);
  });
});

/** The search rule's forms of typed words (the pickers' search): public, as the industry tree they filter. */
describe('search terms', () => {
  it.each([...LOGINS, 'anonymous' as const])('%s', async (who) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    expect((await t.app.inject({ url: '/api/v2/search/terms?text=hali', headers })).statusCode).toBe(200);
  });
});

/** Prometheus metrics: no login of any account type opens them; only the scraper's token does. */
describe('metrics', () => {
  it.each([...LOGINS, 'anonymous'])('%s gets 401', async (who) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    expect((await t.app.inject({ url: '/api/metrics', headers })).statusCode).toBe(401);
  });

  it('the scraper with METRICS_TOKEN gets 200', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
  });
});

/**
 * 'Moje konto' and 'Obserwowane firmy' (ASVS 2.1, 3.3): every logged-in account type reaches its own
 * data, sessions, password change and followed companies, never another's; an anonymous caller none. The
 * forgotten-password request answers everyone alike, so that it tells nobody which addresses exist.
 */
const NO_SESSION = '00000000-0000-4000-8000-000000000000';

describe('my account, sessions and followed companies', () => {
  it.each([...LOGINS, 'anonymous' as const])('%s', async (who) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const status = async (call: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }) =>
      (await t.app.inject({ ...call, headers })).statusCode;
    const statuses = [
      await status({ url: '/api/v2/users/me/sessions' }),
      await status({ url: '/api/v2/users/me/profile' }),
      await status({ method: 'DELETE', url: `/api/v2/users/me/sessions/${NO_SESSION}` }),
      await status({
        method: 'PUT',
        url: '/api/v2/users/me/password',
        payload: { currentPassword: 'not-the-password-1', newPassword: 'Nowe-haslo-2026!' },
      }),
      await status({ url: '/api/v2/users/me/followed-companies' }),
      await status({ method: 'POST', url: '/api/v2/users/me/followed-companies/seen' }),
      await status({
        method: 'PUT',
        url: '/api/v2/users/me/email',
        payload: { email: 'nowy@example.pl', currentPassword: 'not-the-password-1' },
      }),
      // the link of an e-mail change is its own proof: it answers everyone alike
      await status({ url: '/api/v2/users/email-change?token=forged' }),
    ];
    expect(statuses).toEqual(
      who === 'anonymous' ? [401, 401, 401, 401, 401, 401, 401, 400] : [200, 200, 404, 400, 200, 204, 400, 400],
    );
  });

  it.each([...LOGINS, 'anonymous' as const])(
    '%s asks for a password reset link and gets the same answer',
    async (who) => {
      const headers = who === 'anonymous' ? {} : headersOf[who];
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/password-reset',
        headers,
        // one address per caller: the limit per typed address (ASVS 2.5) is login-limits.test.ts's subject
        payload: { email: `nikt-taki-${who}@example.com` },
      });
      expect(res.statusCode).toBe(204);
    },
  );
});

/** 'Moja firma': every account with a company reads its own card; staff without one are told so. */
const myCompanyExpected: Record<(typeof LOGINS)[number] | 'anonymous', number> = {
  anonymous: 401,
  superadmin: 404,
  administrator: 404,
  manager: 404,
  sales: 404,
  klient: 200,
  subkonto: 200,
  dotowany: 200,
};

describe("'Moja firma'", () => {
  it.each(Object.entries(myCompanyExpected))('%s gets %j', async (who, status) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    expect((await t.app.inject({ url: '/api/v2/companies/mine/card', headers })).statusCode).toBe(status);
  });
});

/**
 * Order questions and the coverage alert: anyone logged in reads the 'Pytania' tab, a contractor
 * (not the requester company, not staff) asks, the order's editors (its company, staff) answer, set
 * the question deadline and read the coverage.
 */
describe('order questions and coverage', () => {
  type Who = (typeof LOGINS)[number] | 'anonymous';
  const staff = { read: 200, ask: 403, answer: 200, deadline: 204, coverage: 200, alerts: 200 };
  const requester = staff;
  const expectedQuestions: Record<Who, typeof staff> = {
    anonymous: { read: 401, ask: 401, answer: 401, deadline: 401, coverage: 401, alerts: 401 },
    superadmin: staff,
    administrator: staff,
    manager: staff,
    sales: staff,
    klient: requester,
    subkonto: requester,
    dotowany: { read: 200, ask: 201, answer: 403, deadline: 403, coverage: 403, alerts: 200 },
  };
  let orderId = 0;
  const questionIds: number[] = [];
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    orderId = (await buildOrder(t.app.db, { companyId: row!.companyId! })).id;
    for (let i = 0; i < LOGINS.length + 1; i += 1) {
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/v2/orders/${orderId}/questions`,
        headers: headersOf.dotowany,
        payload: { question: `Pytanie ${i}?` },
      });
      questionIds.push(asked.json().id);
    }
  });

  it.each(Object.entries(expectedQuestions))('%s gets %j', async (who, expected) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const base = `/api/v2/orders/${orderId}`;
    const questionId = questionIds[[...LOGINS, 'anonymous'].indexOf(who)];
    const status = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      (await t.app.inject({ method, url, headers, payload })).statusCode;
    const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect({
      read: await status('GET', `${base}/questions`),
      ask: await status('POST', `${base}/questions`, { question: 'Czy można?' }),
      answer: await status('PUT', `${base}/questions/${questionId}/answer`, { answer: 'Tak.', visibility: 'PUBLIC' }),
      deadline: await status('PUT', `${base}/questions/deadline`, { questionDeadline: deadline }),
      coverage: await status('GET', `${base}/coverage`),
      alerts: await status('GET', '/api/v2/orders/coverage-alerts/me'),
    }).toEqual(expected);
  });
});

/**
 * 'Zmiany w zleceniu' (beyond the spec): the changes of an order are read by its editors, staff and users
 * who see its documents; only a company invited or in conversation acknowledges them; the
 * acknowledgements per company are the editors' (full login) and staff's; the caller's marks are
 * anyone's logged in.
 */
describe('order changes', () => {
  let orderId = 0;
  beforeAll(async () => {
    const [klient] = await t.app.db.select().from(users).where(eq(users.login, 'klient'));
    orderId = (await buildOrder(t.app.db, { companyId: klient!.companyId!, industries: [401] })).id;
  });
  const rows: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number, number]> = {
    anonymous: [401, 401, 401, 401],
    superadmin: [200, 403, 200, 200],
    administrator: [200, 403, 200, 200],
    manager: [200, 403, 200, 200],
    sales: [200, 403, 200, 200],
    klient: [200, 403, 200, 200],
    subkonto: [200, 403, 200, 200],
    // the subsidised client's company works in the order's industry (FULL view): it reads the changes
    dotowany: [200, 403, 403, 200],
  };
  it.each(Object.entries(rows))('%s gets %j', async (who, want) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const status = async (method: 'GET' | 'POST', url: string) =>
      (await t.app.inject({ method, url: `/api/v2${url}`, headers })).statusCode;
    expect([
      await status('GET', `/orders/${orderId}/changes`),
      await status('POST', `/orders/${orderId}/changes/acknowledgement`),
      await status('GET', `/orders/${orderId}/changes/acknowledgements`),
      await status('GET', '/orders/changes/me'),
    ]).toEqual(want);
  });
});

/**
 * 'Pytania' and 'Planer' (spec 6 menu): asking needs CONSULTANT_OPTION_LIMITATION (klient has it), the
 * queue is superadmin's, administrator's and sales'; the planner needs PLANNER and is not for admins.
 */
describe('consultant questions and planner', () => {
  const rows: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number, number, number]> = {
    // [my questions, staff queue, answer an unknown question, planner dates, planner feed address]
    anonymous: [401, 401, 401, 401, 401],
    superadmin: [403, 200, 404, 403, 403],
    administrator: [403, 200, 404, 403, 403],
    manager: [403, 403, 403, 403, 403],
    sales: [403, 200, 404, 403, 403],
    klient: [200, 403, 403, 200, 200],
    subkonto: [403, 403, 403, 403, 403],
    dotowany: [403, 403, 403, 403, 403],
  };
  it.each(Object.entries(rows))('%s gets %j', async (who, want) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const status = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await t.app.inject({ method, url: `/api/v2${url}`, headers, payload })).statusCode;
    expect([
      await status('GET', '/consultant-questions/mine'),
      await status('GET', '/admin/consultant-questions'),
      await status('POST', '/admin/consultant-questions/999999999/answer', { answer: 'Odpowiedź' }),
      await status('GET', '/planner/events?from=2027-01-01&to=2027-01-31'),
      await status('GET', '/planner/feed'),
    ]).toEqual(want);
  });

  it('the feed address itself needs no login: an unknown one answers 404 to anyone', async () => {
    expect((await t.app.inject({ url: '/api/v2/planner/feed/nieznany-adres.ics' })).statusCode).toBe(404);
  });
});

/**
 * The investment search and its map (spec platform 2.3, 2.10): every login searches (the plan decides
 * what it sees), the pins are the full plan's (the subsidised client gets the upsell), saved searches
 * need a full login; anonymous visitors get 401.
 */
describe('investment search', () => {
  const bbox = 'bbox=14,49,24.2,54.9';
  const expectedSearch: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number, number, number]> = {
    anonymous: [401, 401, 401, 401, 401],
    superadmin: [200, 200, 200, 200, 200],
    administrator: [200, 200, 200, 200, 200],
    manager: [200, 200, 200, 200, 200],
    sales: [200, 200, 200, 200, 200],
    klient: [200, 200, 200, 200, 200],
    subkonto: [200, 200, 200, 200, 200],
    dotowany: [200, 200, 403, 200, 200],
  };
  it.each(Object.entries(expectedSearch))('%s gets %j', async (who, statuses) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const answer = async (url: string) => (await t.app.inject({ url: `/api/v2${url}`, headers })).statusCode;
    expect([
      await answer('/investments/search?q=hala'),
      await answer('/investments/search/provinces'),
      await answer(`/investments/search/pins?${bbox}`),
      await answer('/investments/saved-searches'),
      await answer('/investments/search/districts'),
    ]).toEqual(statuses);
  });

  it.each([...LOGINS, 'anonymous' as const])('%s saves and deletes only its own searches', async (who) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const url = '/api/v2/investments/saved-searches';
    const created = await t.app.inject({ method: 'POST', url, headers, payload: { name: `Moje ${who}`, params: {} } });
    expect(created.statusCode).toBe(who === 'anonymous' ? 401 : 201);
    if (who === 'anonymous') return;
    const other = who === 'klient' ? 'subkonto' : 'klient';
    const id = created.json().id;
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: headersOf[other] })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers })).statusCode).toBe(204);
  });
});

/**
 * 'Brałem udział' declarations and their staff queue: a company's people declare and read their own;
 * staff (the four admin account types) read the queue and decide; the public pages answer everyone.
 */
describe('participation claims and public investment pages', () => {
  const WHO = [...LOGINS, 'anonymous'] as const;
  const staff = (who: string) => ['superadmin', 'administrator', 'manager', 'sales'].includes(who);
  const member = (who: string) => ['klient', 'subkonto', 'dotowany'].includes(who);
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: who === 'anonymous' ? {} : headersOf[who], payload });

  it.each(WHO)('%s', async (who) => {
    const investment = await buildInvestment(t.app.db, { place: 'Kraków' });
    const declared = await call(who, 'POST', '/scope-claims', { industryIds: [401] });
    const mine = await call(who, 'GET', '/participation-claims/mine');
    const choices = await call(who, 'GET', '/participation-claims/investments?search=Inwestycja');
    const participation = await call(who, 'POST', '/participation-claims', {
      investmentId: investment.id,
      role: 'SUPPLIER',
      industryIds: [401],
    });
    const queue = await call(who, 'GET', '/admin/participation-claims');
    // staff declare nothing: their decision is on a claim that does not exist
    const claimId = declared.statusCode === 201 ? declared.json().id : 999_999_999;
    const decision = await call(who, 'POST', `/participation-claims/${claimId}/decision`, { decision: 'CONFIRM' });
    const expected =
      who === 'anonymous'
        ? [401, 401, 401, 401, 401, 401]
        : member(who)
          ? [201, 200, 200, 201, 403, 403]
          : [403, 403, 403, 403, 200, 404];
    expect([
      declared.statusCode,
      mine.statusCode,
      choices.statusCode,
      participation.statusCode,
      queue.statusCode,
      decision.statusCode,
    ]).toEqual(expected);
    if (staff(who)) expect(queue.json().content).toBeInstanceOf(Array);
    for (const url of ['/investment-cities', '/investment-cities/krakow', '/investment-samples', '/order-samples'])
      expect((await call(who, 'GET', url)).statusCode, url).toBe(200);
  });
});

/**
 * Watching investments, their history, the on-hold list (every full login) and the staff stage
 * changes panel (manager, administrator, superadmin: spec 6).
 */
describe('investment watch, history and stage changes', () => {
  const staff = ['superadmin', 'administrator', 'manager'];
  it.each([...LOGINS, 'anonymous' as const])('%s', async (who) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const loggedIn = who === 'anonymous' ? 401 : 200;
    const investment = await buildInvestment(t.app.db, { stageId: 2 });
    const ask = async (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      (await t.app.inject({ method, url: `/api/v2${url}`, headers, payload })).statusCode;
    expect(await ask('GET', `/investments/${investment.id}/follow`)).toBe(loggedIn);
    expect(await ask('PUT', `/investments/${investment.id}/follow`, { note: 'n' })).toBe(loggedIn);
    expect(await ask('GET', '/users/me/followed-investments')).toBe(loggedIn);
    expect(await ask('POST', '/users/me/followed-investments/seen')).toBe(who === 'anonymous' ? 401 : 204);
    expect(await ask('DELETE', `/investments/${investment.id}/follow`)).toBe(who === 'anonymous' ? 401 : 204);
    expect(await ask('GET', '/investments/on-hold')).toBe(loggedIn);
    expect(await ask('GET', `/investments/${investment.id}/history`)).toBe(loggedIn);
    const editor = who === 'anonymous' ? 401 : staff.includes(who) ? 'staff' : 403;
    const body = { stageId: 3, changedOn: '2026-11-10', source: 'BIP' };
    expect(await ask('POST', `/investments/${investment.id}/stage-changes`, body)).toBe(
      editor === 'staff' ? 201 : editor,
    );
    expect(await ask('PATCH', `/investments/${investment.id}`, { name: `Nowa nazwa ${who}` })).toBe(
      editor === 'staff' ? 200 : editor,
    );
    const duplicate = await buildInvestment(t.app.db);
    expect(await ask('POST', `/investments/${investment.id}/merge`, { duplicateId: duplicate.id })).toBe(
      editor === 'staff' ? 204 : editor,
    );
  });
});

/**
 * Reports (document 2, sections 2.8 and 6): every logged-in subscriber and staff; subsidised users
 * get the locked answer ('Usługa dostępna tylko w abonamencie'), anonymous callers 401.
 */
describe('reports', () => {
  const reportCalls = [
    '/api/v2/reports/start',
    '/api/v2/reports/investments-summary?provinceIds=7',
    '/api/v2/reports/market-comparator?scope=7/&scope=6/',
    '/api/v2/reports/client-coverage',
  ];
  const reportAnswers: Record<(typeof LOGINS)[number] | 'anonymous', number> = {
    anonymous: 401,
    superadmin: 200,
    administrator: 200,
    manager: 200,
    sales: 200,
    klient: 200,
    subkonto: 200,
    dotowany: 403,
  };
  it.each(Object.entries(reportAnswers))('%s gets %j', async (who, status) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    for (const url of reportCalls) {
      const res = await t.app.inject({ url, headers });
      expect([url, res.statusCode]).toEqual([url, status]);
      if (status === 403) expect(res.json().message).toBe('Usługa dostępna tylko w abonamencie');
    }
  });
});

/**
 * The company-activity report (document 2, sections 2.8 and 6): a full login; subsidised users see it
 * locked (403 'Usługa dostępna tylko w abonamencie'), staff and the paying plans see it.
 */
const companyActivityExpected: Record<(typeof LOGINS)[number] | 'anonymous', number> = {
  anonymous: 401,
  superadmin: 200,
  administrator: 200,
  manager: 200,
  sales: 200,
  klient: 200,
  subkonto: 200,
  dotowany: 403,
};

describe('company-activity report', () => {
  let companyId = 0;
  beforeAll(async () => {
    companyId = (await buildCompany(t.app.db)).id;
  });

  it.each(Object.entries(companyActivityExpected))('%s gets %j on both calls', async (who, status) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const base = `/api/v2/reports/company-activity`;
    const works = await t.app.inject({ url: `${base}?companyId=${companyId}`, headers });
    const connections = await t.app.inject({ url: `${base}/connections?companyId=${companyId}`, headers });
    expect([works.statusCode, connections.statusCode]).toEqual([status, status]);
  });
});

/**
 * 'Konta użytkowników' (spec 6: the company admin manages the company's accounts): the company's
 * people, their rights and deactivation are its admin's and staff's; handing over the admin role of
 * another company is staff's alone. Each call is about a person built for the row, so rows repeat.
 */
const companyPeopleExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number, number]> = {
  anonymous: [401, 401, 401, 401],
  superadmin: [200, 204, 204, 204],
  administrator: [200, 204, 204, 204],
  manager: [200, 204, 204, 204],
  sales: [200, 204, 204, 204],
  klient: [200, 204, 204, 403],
  subkonto: [403, 403, 403, 403],
  dotowany: [403, 403, 403, 403],
};

describe('company people', () => {
  let klientCompanyId = 0;
  beforeAll(async () => {
    const [row] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
    klientCompanyId = row?.companyId as number;
  });

  it.each(Object.entries(companyPeopleExpected))(
    '%s gets %j (people, rights, deactivation, admin of another company)',
    async (who, statuses) => {
      const headers = who === 'anonymous' ? {} : headersOf[who];
      const member = await buildUser(t.app.db, { companyId: klientCompanyId, companyAdmin: false });
      const other = await buildCompany(t.app.db);
      await buildUser(t.app.db, { companyId: other.id, companyAdmin: true });
      const otherMember = await buildUser(t.app.db, { companyId: other.id, companyAdmin: false });
      const base = `/api/v2/companies/${klientCompanyId}/people`;
      const answers = [
        await t.app.inject({ url: base, headers }),
        await t.app.inject({
          method: 'PUT',
          url: `${base}/${member.id}/rights`,
          headers,
          payload: { rights: ['OFFER_EDIT'] },
        }),
        await t.app.inject({ method: 'PUT', url: `${base}/${member.id}/active`, headers, payload: { active: false } }),
        await t.app.inject({
          method: 'POST',
          url: `/api/v2/companies/${other.id}/people/${otherMember.id}/admin`,
          headers,
        }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual(statuses);
    },
  );
});

/**
 * The admin's 'Inwestycje' dialog of the company edit (document 2, section 6): staff list, add, change
 * and remove a company's participations; nobody else, whatever their company.
 */
const participationsExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number, number, number]> = {
  anonymous: [401, 401, 401, 401],
  superadmin: [200, 204, 204, 204],
  administrator: [200, 204, 204, 204],
  manager: [200, 204, 204, 204],
  sales: [200, 204, 204, 204],
  klient: [403, 403, 403, 403],
  subkonto: [403, 403, 403, 403],
  dotowany: [403, 403, 403, 403],
};

describe("company participations (admin 'Inwestycje' dialog)", () => {
  let companyId = 0;
  beforeAll(async () => {
    companyId = (await buildCompany(t.app.db)).id;
  });

  it.each(Object.entries(participationsExpected))('%s gets %j (list, add, change, remove)', async (who, statuses) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const investmentId = (await buildInvestment(t.app.db)).id;
    const base = `/api/v2/companies/${companyId}/participations`;
    const list = await t.app.inject({ url: `${base}?page=0`, headers });
    const add = await t.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { investmentId, industryId: 401, role: 'SUBCONTRACTOR', valuePln: 1000 },
    });
    const change = await t.app.inject({
      method: 'PUT',
      url: `${base}/${investmentId}/401`,
      headers,
      payload: { industryId: 401, role: 'SUPPLIER', valuePln: 2000 },
    });
    const remove = await t.app.inject({ method: 'DELETE', url: `${base}/${investmentId}/401`, headers });
    expect([list.statusCode, add.statusCode, change.statusCode, remove.statusCode]).toEqual(statuses);
  });
});

/**
 * The admin's 'Osoby kontaktowe' dialog of the company edit (document 2, section 6): staff read and
 * replace the company offer's contact persons; nobody else.
 */
const contactPersonsExpected: Record<(typeof LOGINS)[number] | 'anonymous', [number, number]> = {
  anonymous: [401, 401],
  superadmin: [200, 200],
  administrator: [200, 200],
  manager: [200, 200],
  sales: [200, 200],
  klient: [403, 403],
  subkonto: [403, 403],
  dotowany: [403, 403],
};

describe("company contact persons (admin 'Osoby kontaktowe' dialog)", () => {
  let companyId = 0;
  beforeAll(async () => {
    companyId = (await buildCompany(t.app.db)).id;
    const offer = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${companyId}/offer/published`,
      headers: headersOf.administrator,
      payload: {
        mainSection: { title: 'Oferta', description: null, photo: null },
        sections: [],
        contacts: { description: null, contactPersons: [{ name: 'Anna Kowalska' }] },
      },
    });
    expect(offer.statusCode, offer.body).toBe(200);
  });

  it.each(Object.entries(contactPersonsExpected))('%s gets %j (read, replace)', async (who, statuses) => {
    const headers = who === 'anonymous' ? {} : headersOf[who];
    const url = `/api/v2/companies/${companyId}/contact-persons`;
    const read = await t.app.inject({ url, headers });
    const save = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { contactPersons: [{ name: 'Anna Kowalska' }] },
    });
    expect([read.statusCode, save.statusCode]).toEqual(statuses);
  });
});
