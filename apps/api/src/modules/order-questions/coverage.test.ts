import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { companyOf } from './order-question-test-helpers.js';

/** The coverage alert on fixtures: a thin market with few intents warns, a busy one does not. */
const t = useTestApp({ logins: ['klient'] });
const DAY = 86_400_000;
let requester = 0;
let thin = 0;
let busy = 0;
let investmentId = 0;

/** Six archived orders of the industry in the investment's voivodeship, each with `offers` offers. */
const similarOrders = async (industryId: number, offers: number) => {
  const owner = await buildCompany(t.app.db);
  const bidders = await Promise.all(Array.from({ length: offers }, () => buildCompany(t.app.db)));
  for (let i = 0; i < 6; i += 1) {
    const order = await buildOrder(t.app.db, {
      companyId: owner.id,
      investmentId,
      industries: [industryId],
      status: 'ARCHIVED',
      publishAt: new Date(Date.now() - 90 * DAY),
      offerDeadlineTo: '2026-01-10',
    });
    for (const bidder of bidders) {
      const [thread] = (
        await t.app.db.execute<{ id: number }>(
          sql`insert into conversations (order_id, company_id, industry_ids)
              values (${order.id}, ${bidder.id}, array[${industryId}]::int[]) returning id`,
        )
      ).rows;
      await t.app.db.execute(sql`insert into offers (conversation_id, industry_id, order_id, company_id)
                                 values (${thread!.id}, ${industryId}, ${order.id}, ${bidder.id})`);
    }
  }
};

beforeAll(async () => {
  requester = await companyOf(t.app, 'klient');
  investmentId = (await buildInvestment(t.app.db, { participants: [{ companyId: requester }] })).id;
  const ids = await t.app.db.execute<{ id: number }>(
    sql`select id from industries where id not in (select industry_id from order_industries) order by id limit 2`,
  );
  [thin, busy] = ids.rows.map((r) => Number(r.id)) as [number, number];
  await similarOrders(thin, 0);
  await similarOrders(busy, 4);
});

const coverage = (orderId: number, headers = t.headers.klient) =>
  t.app.inject({ url: `/api/v2/orders/${orderId}/coverage`, headers });

describe('coverage alert', () => {
  it('warns in a thin market with one undecided invitation, with the actions that help', async () => {
    const order = await buildOrder(t.app.db, { companyId: requester, investmentId, industries: [thin] });
    const invited = await buildCompany(t.app.db);
    const invitedUser = await buildUser(t.app.db, { companyId: invited.id });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/orders/${order.id}/nominated-companies`,
      headers: t.headers.klient,
      payload: { companyIds: [invited.id] },
    });
    const res = await coverage(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tracked: true,
      atRisk: true,
      actions: ['INVITE', 'EXTEND_DEADLINE'],
      industries: [
        { industryId: thin, invitations: 1, offers: 0, similarOrders: 6, similarMedianOffers: 0, likelyOffers: 0.2 },
      ],
    });
    const alerts = (await t.app.inject({ url: '/api/v2/orders/coverage-alerts/me', headers: t.headers.klient })).json();
    expect(alerts.map((a: { orderId: number }) => a.orderId)).toContain(order.id);
    const contractor = await t.login(invitedUser.login);
    expect((await coverage(order.id, contractor)).statusCode).toBe(403);
    expect((await coverage(order.id, {})).statusCode).toBe(401);
  });

  it('does not warn a fresh order where similar orders got four offers', async () => {
    const order = await buildOrder(t.app.db, { companyId: requester, investmentId, industries: [busy] });
    const body = (await coverage(order.id)).json();
    expect(body).toMatchObject({ tracked: true, atRisk: false, actions: [] });
    expect(body.industries[0]).toMatchObject({ similarOrders: 6, similarMedianOffers: 4, atRisk: false });
    const alerts = (await t.app.inject({ url: '/api/v2/orders/coverage-alerts/me', headers: t.headers.klient })).json();
    expect(alerts.map((a: { orderId: number }) => a.orderId)).not.toContain(order.id);
  });

  it('tracks nothing once the order is archived', async () => {
    const order = await buildOrder(t.app.db, {
      companyId: requester,
      investmentId,
      industries: [thin],
      status: 'ARCHIVED',
    });
    expect((await coverage(order.id)).json()).toMatchObject({ tracked: false, atRisk: false, industries: [] });
  });
});
