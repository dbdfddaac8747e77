import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { api, type Headers } from '../conversations/testing.js';
import { buildOffersScene, type OffersScene } from './offer-test-helpers.js';

/**
 * Only the order's editors see its offers (spec 6): a contractor never learns another contractor's
 * price, name or the requester's notes.
 * Every GET operation of the OpenAPI document is called as each contractor's people with every id of
 * the scene in its path parameters (the order, both threads, the investment, both companies, the
 * industries), plus the writes a contractor makes on its own offer; no answer may carry the other
 * company's prices, its name (outside its own public profile) or a note. A new route is walked
 * without a line of its own.
 */
const t = useTestApp();
let s: OffersScene;
let doc: { paths: Record<string, Record<string, unknown>> };
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);

// prices no other figure of the scene can spell (two decimals, as the JSON writes them)
const PRICES = { own: [111_111.11, 22_222.22], other: [133_333.33, 44_444.44] } as const;
const NOTE = 'Tajna notatka zlecającego';

beforeAll(async () => {
  s = await buildOffersScene(t.app, t.login);
  const terms = (headers: Headers, thread: number, prices: readonly number[]) =>
    call(headers, 'PUT', `/conversations/${thread}/industries`, {
      industryIds: [s.industryA, s.industryB],
      terms: [
        { industryId: s.industryA, priceNet: prices[0], validUntil: '2030-06-30' },
        { industryId: s.industryB, priceNet: prices[1], validUntil: '2030-07-31' },
      ],
    });
  expect((await terms(s.headers.starter, s.threadA, PRICES.own)).statusCode).toBe(200);
  expect((await terms(s.secondHeaders, s.threadB, PRICES.other)).statusCode).toBe(200);
  for (const company of [s.contractor.id, s.secondCompany.id]) {
    const note = await call(s.headers.contact, 'POST', `/orders/${s.order.id}/offers/companies/${company}/notes`, {
      text: NOTE,
    });
    expect(note.statusCode).toBe(201);
  }
  await call(
    s.headers.contact,
    'PUT',
    `/orders/${s.order.id}/offers/industries/${s.industryA}/companies/${s.secondCompany.id}/selected?decision=SELECT`,
  );
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});

/** Every GET path of the document with each scene id in each path parameter (params filled alike). */
const getUrls = (ids: readonly number[]) =>
  Object.entries(doc.paths)
    .filter(([, item]) => 'get' in item)
    .flatMap(([path]) => {
      if (!path.includes('{')) return [path];
      return ids.map((id) => path.replace(/\{[^}]+\}/g, String(id)));
    })
    .filter((url) => url.startsWith('/api/'));

const spelled = (price: number) => [String(price), price.toFixed(2).replace('.', ',')];

const leaks = (body: string, other: { name: string; prices: readonly number[] }, directory: boolean) => [
  ...other.prices.flatMap(spelled).filter((p) => body.includes(p)),
  ...(body.includes(NOTE) ? ['note'] : []),
  ...(!directory && body.includes(other.name) ? ['name'] : []),
];

describe("a contractor never sees another contractor's offer", () => {
  it('walks every GET call with every id of the scene, for both contractors', async () => {
    const ids = [
      s.order.id,
      s.threadA,
      s.threadB,
      s.order.investmentId,
      s.contractor.id,
      s.secondCompany.id,
      s.industryA,
      s.industryB,
    ];
    const urls = getUrls(ids);
    expect(urls.length).toBeGreaterThan(100);
    const sides = [
      { who: 'first', headers: [s.headers.starter, s.headers.colleague], other: s.secondCompany, prices: PRICES.other },
      { who: 'second', headers: [s.secondHeaders], other: s.contractor, prices: PRICES.own },
    ];
    const found: string[] = [];
    const answered = new Set<string>();
    for (const side of sides) {
      for (const headers of side.headers) {
        for (const url of urls) {
          const res = await t.app.inject({ url, headers });
          expect(res.statusCode, url).toBeLessThan(500);
          // the company directory (search, autocomplete, profiles) names every company, offers aside
          const directory = /^\/api\/v[12]\/compan/.test(url);
          const hits = leaks(res.body, { name: side.other.name, prices: side.prices }, directory);
          if (hits.length) found.push(`${side.who} ${url}: ${hits.join(', ')}`);
          if (res.statusCode === 200) answered.add(url);
        }
      }
    }
    expect(found).toEqual([]);
    // the calls that carry offers did answer (a walk of 403s would prove nothing)
    for (const url of [
      `/api/v2/orders/${s.order.id}`,
      `/api/v2/orders/${s.order.id}/offers/me`,
      `/api/v2/conversations/${s.threadA}/industries`,
      `/api/v2/conversations/orders/${s.order.id}`,
      '/api/v2/orders/offers/me',
    ])
      expect(answered, url).toContain(url);
  });

  it("answers the contractor's own writes with its own offer only", async () => {
    const writes = [
      call(s.headers.starter, 'PUT', `/conversations/${s.threadA}/industries`, {
        industryIds: [s.industryA, s.industryB],
        terms: [{ industryId: s.industryA, priceNet: PRICES.own[0], validUntil: null }],
      }),
      call(s.headers.starter, 'POST', `/conversations/${s.threadA}/messages`, { text: 'Aktualizacja oferty.' }),
      call(s.headers.starter, 'PUT', `/conversations/${s.threadA}/read`),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBeLessThan(300);
      expect(leaks(res.body, { name: s.secondCompany.name, prices: PRICES.other }, false)).toEqual([]);
    }
  });

  it('still shows the requester both prices (the walk would catch a hidden price)', async () => {
    const res = await call(s.headers.contact, 'GET', `/orders/${s.order.id}/offers/industries`);
    for (const price of [...PRICES.own, ...PRICES.other]) expect(res.body).toContain(String(price));
  });
});
