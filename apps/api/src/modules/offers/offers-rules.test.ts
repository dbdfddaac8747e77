import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { api } from '../conversations/testing.js';
import { buildOffersScene, type OffersScene } from './offer-test-helpers.js';

/**
 * The rules of rejecting an offer and of thanking that offers.test.ts does not reach: thanks need a
 * decision and somebody on each side asked for; a rejected offer cannot be chosen and loses its
 * choices. One order, in the order written.
 */
const t = useTestApp();
let s: OffersScene;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);
const base = () => `/orders/${s.order.id}`;
const thank = (body: object) => call(s.headers.contact, 'POST', `/offers/${s.order.id}/appreciations`, body);
const select = (industryId: number, companyId: number, decision = 'SELECT') =>
  call(
    s.headers.contact,
    'PUT',
    `${base()}/offers/industries/${industryId}/companies/${companyId}/selected?decision=${decision}`,
  );

beforeAll(async () => {
  s = await buildOffersScene(t.app, t.login);
});

describe('thanks need somebody to thank', () => {
  it('refuses thanks before any decision', async () => {
    const res = await thank({ toWinners: true, toLosers: true });
    expect(res.json()).toMatchObject({ status: 409, code: 'APPRECIATIONS_NO_DECISION' });
  });

  it("refuses thanks to winners when only 'bez wskazania' was decided", async () => {
    await call(
      s.headers.contact,
      'PUT',
      `${base()}/offers/industries/${s.industryB}/without-indication?decision=SELECT`,
    );
    const res = await thank({ toWinners: true });
    expect(res.json()).toMatchObject({ status: 409, code: 'APPRECIATIONS_NO_WINNERS' });
  });

  it('refuses thanks to losers when every company was chosen, and sends nothing of the other side', async () => {
    await select(s.industryA, s.contractor.id);
    await select(s.industryA, s.secondCompany.id);
    const res = await thank({ toWinners: true, toLosers: true });
    expect(res.json()).toMatchObject({ status: 409, code: 'APPRECIATIONS_NO_LOSERS' });
    const summary = (await call(s.headers.contact, 'GET', `${base()}/offers/summary`)).json();
    expect(summary.appreciationsSent).toEqual({ toWinners: false, toLosers: false });
  });
});

describe('rejecting an offer', () => {
  it("drops the company's choices, keeps its offer visible and answers the grouping asked for", async () => {
    const res = await call(
      s.headers.contact,
      'DELETE',
      `${base()}/offers/companies/${s.secondCompany.id}?groupBy=INDUSTRY`,
    );
    expect(res.statusCode).toBe(200);
    const offers = res
      .json()
      .industries.flatMap((i: { offers: { company: { id: number } }[] }) => i.offers)
      .filter((o: { company: { id: number } }) => o.company.id === s.secondCompany.id);
    expect(offers).toHaveLength(2);
    expect(offers.every((o: { isRejected: boolean; isSelected: boolean }) => o.isRejected && !o.isSelected)).toBe(true);
  });

  it('refuses to choose a rejected offer, and it is never the lowest price', async () => {
    const res = await select(s.industryB, s.secondCompany.id);
    // industry B is 'bez wskazania': the rejection is checked first
    expect(res.json()).toMatchObject({ status: 409, code: 'OFFER_REJECTED' });
    const b = (await call(s.headers.contact, 'GET', `${base()}/offers/industries`)).json()[1];
    expect(b.offers.find((o: { isLowest: boolean }) => o.isLowest).company.id).toBe(s.contractor.id);
  });

  it('counts a rejected company among the losers to thank', async () => {
    const res = await thank({ toLosers: true });
    expect(res.json()).toMatchObject({ losers: 1, appreciationsSent: { toWinners: false, toLosers: true } });
  });

  it('is refused for a company without an offer and by a contractor', async () => {
    const none = await call(s.headers.contact, 'DELETE', `${base()}/offers/companies/${s.requester.id}`);
    expect(none.json()).toMatchObject({ status: 404, code: 'ORDER_OFFER_NOT_FOUND' });
    const contractor = await call(s.headers.starter, 'DELETE', `${base()}/offers/companies/${s.secondCompany.id}`);
    expect(contractor.json()).toMatchObject({ status: 403, code: 'OFFER_NO_PERMISSION' });
  });
});
