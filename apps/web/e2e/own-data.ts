import {
  type TestCompany,
  type TestCompanyRequest,
  type TestInvestmentRequest,
  type TestUser,
  testCompanySchema,
  testEmailSchema,
  testInvestmentSchema,
} from '@platform/shared';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiLogin, userIdOf } from './support';

/**
 * A journey's own objects. A journey that changes anything (edits, invites, answers, offers, settles,
 * archives, deletes, follows, saves a filter) makes what it changes here first, through the
 * test-data calls (modules/test-data: a company and people copied from a demo role, investments) and
 * the public API (orders, threads, offers); the demo data set stays as seeded for the journeys that
 * only read it, and the global teardown fails the run naming any demo row that changed.
 */

export type OwnCompany = TestCompany & { admin: TestUser; colleagues: TestUser[] };

/** A company like the demo login's (`klient`, `wykonawca`, `dotowany`...), with its people and investments. */
export const ownCompany = async (request: APIRequestContext, body: TestCompanyRequest): Promise<OwnCompany> => {
  const response = await request.post('/api/test-data/companies', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const company = testCompanySchema.parse(await response.json());
  const [admin, ...colleagues] = company.users;
  if (!admin) throw new Error('a test company comes with its admin');
  return { ...company, admin, colleagues };
};

/**
 * The newest e-mail of `kind` to `to`, as the person's mailbox shows it, with the path of its link
 * (the server's PUBLIC_URL may name another origin than the journeys' server).
 */
export const latestEmail = async (request: APIRequestContext, to: string, kind: string) => {
  const response = await request.get('/api/test-data/emails/latest', { params: { to, kind } });
  expect(response.status(), await response.text()).toBe(200);
  const email = testEmailSchema.parse(await response.json());
  if (!email.actionUrl) throw new Error(`the ${kind} e-mail to ${to} has no link`);
  return { ...email, linkPath: new URL(email.actionUrl).pathname };
};

/** An investment like `like` (place, kind, stage) with the participants asked for. */
export const ownInvestment = async (request: APIRequestContext, body: TestInvestmentRequest) => {
  const response = await request.post('/api/test-data/investments', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return testInvestmentSchema.parse(await response.json());
};

/** A requester like `klient` with a copy of one of its investments, where its orders are placed, and its admin's token. */
export const ownRequester = async (request: APIRequestContext) => {
  const company = await ownCompany(request, { like: 'klient', investments: 1 });
  const investment = company.investments[0];
  if (!investment) throw new Error('a requester like klient takes part in an investment');
  return { ...company, investment, token: await tokenOf(request, company.admin) };
};

/**
 * A contractor like `like` that worked in `industries` on a copy of the investment `nearInvestmentId`:
 * the recommendations of an order there name it, and the industries it works in (read from its works)
 * let it see such orders in full. Made before its first call: the server keeps a company's industries
 * for a minute.
 */
export const ownContractor = async (
  request: APIRequestContext,
  like: 'wykonawca' | 'dotowany',
  nearInvestmentId: number,
  industries: readonly number[],
) => {
  const company = await ownCompany(request, { like });
  await ownInvestment(request, {
    like: nearInvestmentId,
    participants: industries.map((industryId) => ({ companyId: company.id, role: 'SUBCONTRACTOR', industryId })),
  });
  return { ...company, token: await tokenOf(request, company.admin) };
};

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An access token of the user, for the API calls that set a journey's scene. */
export const tokenOf = async (request: APIRequestContext, user: TestUser | string) =>
  (await apiLogin(request, typeof user === 'string' ? user : user.login)).accessToken;

/** The day `offset` days from today in Poland, yyyy-mm-dd (what the server compares with its today). */
export const polishDay = (offset: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(Date.now() + offset * 86_400_000);

export type OrderOptions = {
  investmentId: number;
  industries: readonly number[];
  /** Days from today to the offer deadline (the deadline opens today). */
  offerDays?: number;
  description?: string;
  scope?: 'SERVICE' | 'DELIVERY' | 'DELIVERY_AND_SERVICE';
  visibleToIndustryUsersOnly?: boolean;
};

/** Publishes an order of the user's company at once, as the order form does; answers its id. */
export const publishOrder = async (request: APIRequestContext, token: string, options: OrderOptions) => {
  const created = await request.post('/api/v2/orders', {
    headers: bearer(token),
    data: {
      investmentId: options.investmentId,
      companyContacts: [{ userId: userIdOf(token), publishPhone: true }],
      offerDeadlineFrom: polishDay(0),
      offerDeadlineTo: polishDay(options.offerDays ?? 21),
      workDeadlineFrom: polishDay(30).slice(0, 7),
      workDeadlineTo: polishDay(150).slice(0, 7),
      publishAt: new Date().toISOString(),
      scope: options.scope ?? 'DELIVERY_AND_SERVICE',
      industries: options.industries.map((industryId) => ({ industryId, workScopeNumber: 120, unit: 'm2' })),
      description: options.description ?? '<p>Roboty instalacyjne w budynku biurowym.</p>',
      visibleToIndustryUsersOnly: options.visibleToIndustryUsersOnly ?? false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
};

/** A contractor's first message on an order, declaring its industries; answers the thread's id. */
export const startThread = async (
  request: APIRequestContext,
  token: string,
  orderId: number,
  industryIds: readonly number[],
  text = 'Dzień dobry, przesyłamy ofertę.',
) => {
  const response = await request.post(`/api/v2/orders/${orderId}/conversation`, {
    headers: bearer(token),
    data: { text, industryIds },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
};

/** A contractor's prices in its thread, one per industry (net zł; validity open unless given). */
export const offerPrices = async (
  request: APIRequestContext,
  token: string,
  conversationId: number,
  terms: readonly { industryId: number; priceNet: number; validUntil?: string | null }[],
) => {
  const response = await request.put(`/api/v2/conversations/${conversationId}/industries`, {
    headers: bearer(token),
    data: {
      industryIds: terms.map((t) => t.industryId),
      terms: terms.map((t) => ({ industryId: t.industryId, priceNet: t.priceNet, validUntil: t.validUntil ?? null })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
};
