import { plannerEventsSchema } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { investmentFollows, investmentStageChanges, orderQuestionSettings, orders } from '../../db/schema.js';
import { buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildOthersOrder, buildPlannerUser, inviteCompany, offerOn } from './planner-test-helpers.js';

const t = useTestApp({ logins: ['administrator', 'dotowany'] });

const RANGE = 'from=2027-01-01&to=2027-12-31';
const events = (headers: Record<string, string>, query = RANGE) =>
  t.app.inject({ method: 'GET', url: `/api/v2/planner/events?${query}`, headers });

describe('planner dates from each source', () => {
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const user = await buildPlannerUser(t.app.db);
    const companyId = user.companyId!;
    headers = await t.login(user.login);
    const own = await buildOrder(t.app.db, {
      companyId,
      offerDeadlineTo: '2027-02-10',
      workDeadlineFrom: '2027-04-01',
      workDeadlineTo: '2027-06-01',
    });
    ids.own = own.id;
    const invited = await buildOthersOrder(t.app.db, '2027-03-05');
    await inviteCompany(t.app.db, invited.id, companyId);
    ids.invited = invited.id;
    const declined = await buildOthersOrder(t.app.db, '2027-03-06');
    await inviteCompany(t.app.db, declined.id, companyId, 'WONT_BID');
    ids.declined = declined.id;
    const offered = await buildOthersOrder(t.app.db, '2027-03-07');
    await inviteCompany(t.app.db, offered.id, companyId);
    await offerOn(t.app.db, offered.id, companyId);
    ids.offered = offered.id;
    const won = await buildOthersOrder(t.app.db, '2027-01-20');
    await t.app.db
      .update(orders)
      .set({ workDeadlineFrom: '2027-08-01', workDeadlineTo: '2027-08-01' })
      .where(eq(orders.id, won.id));
    await offerOn(t.app.db, won.id, companyId, true);
    ids.won = won.id;
    await buildOthersOrder(t.app.db, '2027-03-08'); // someone else's, not invited: not shown
    // the requester of the offered order set its question deadline; the invited one keeps the default
    await t.app.db.insert(orderQuestionSettings).values({ orderId: offered.id, questionDeadline: '2027-02-25' });
    // a watched investment's stage change, and one of an investment not watched
    const watched = await buildInvestment(t.app.db);
    const other = await buildInvestment(t.app.db);
    ids.watched = watched.id;
    await t.app.db.insert(investmentFollows).values({ userId: user.id, investmentId: watched.id });
    for (const investmentId of [watched.id, other.id])
      await t.app.db
        .insert(investmentStageChanges)
        .values({ investmentId, toStageId: 2, changedOn: '2027-05-15', source: 'test' });
  });

  it('lists own deadlines, invitations, offers and work fronts, each order deadline once', async () => {
    const res = await events(headers);
    expect(res.statusCode).toBe(200);
    const list = plannerEventsSchema.parse(res.json()).events;
    const view = list.map((e) => [e.kind, e.orderId, e.date, e.endDate]);
    expect(view).toEqual([
      ['OFFERED_ORDER_OFFER_DEADLINE', ids.won, '2027-01-20', null],
      ['OWN_ORDER_OFFER_DEADLINE', ids.own, '2027-02-10', null],
      ['QUESTION_DEADLINE', ids.offered, '2027-02-25', null],
      ['QUESTION_DEADLINE', ids.invited, '2027-03-02', null],
      ['INVITED_ORDER_OFFER_DEADLINE', ids.invited, '2027-03-05', null],
      ['OFFERED_ORDER_OFFER_DEADLINE', ids.offered, '2027-03-07', null],
      ['WORK_FRONT', ids.own, '2027-04-01', '2027-06-30'],
      ['INVESTMENT_STAGE', null, '2027-05-15', null],
      ['WORK_FRONT', ids.won, '2027-08-01', '2027-08-31'],
    ]);
    expect(list.find((e) => e.kind === 'INVESTMENT_STAGE')?.investmentId).toBe(ids.watched);
    expect(list.find((e) => e.kind === 'QUESTION_DEADLINE')?.title).toMatch(/^Termin pytań: /);
    expect(list[1]!.title).toMatch(/^Termin ofert: /);
  });

  it('reads only the range asked for', async () => {
    const list = plannerEventsSchema.parse((await events(headers, 'from=2027-03-01&to=2027-03-31')).json()).events;
    expect(list.map((e) => [e.kind, e.orderId])).toEqual([
      ['QUESTION_DEADLINE', ids.invited],
      ['INVITED_ORDER_OFFER_DEADLINE', ids.invited],
      ['OFFERED_ORDER_OFFER_DEADLINE', ids.offered],
    ]);
  });

  it('refuses a reversed, impossible or too long range with 400', async () => {
    for (const query of [
      'from=2027-03-31&to=2027-03-01',
      'from=2027-02-30&to=2027-03-01',
      'from=2027-01-01&to=2028-12-31',
    ]) {
      const res = await events(headers, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PLANNER_RANGE_INVALID');
    }
    expect((await events(headers, 'from=jutro&to=2027-03-01')).statusCode).toBe(400);
  });
});

describe('planner service gating (spec 6: PLANNER, not for admins, not for subsidised)', () => {
  it('refuses a client without PLANNER, an administrator and a subsidised client; anonymous gets 401', async () => {
    const without = await buildUser(t.app.db);
    const adminWithService = await buildUser(t.app.db, {
      accountType: 'ADMINISTRATOR',
      availableServices: ['PLANNER'],
    });
    for (const headers of [
      await t.login(without.login),
      await t.login(adminWithService.login),
      t.headers.administrator,
      t.headers.dotowany,
    ]) {
      const res = await events(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PLANNER_NOT_AVAILABLE');
    }
    expect((await events({})).statusCode).toBe(401);
  });
});
