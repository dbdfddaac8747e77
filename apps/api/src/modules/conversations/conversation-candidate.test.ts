import { conversationSchema, conversationSummaryListSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { api, buildScene, type Scene, startThread } from './conversation-test-helpers.js';

const t = useTestApp();
let s: Scene;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);

beforeAll(async () => {
  s = await buildScene(t.app, t.login);
});

describe('isCandidate: the thread of a company invited to the order', () => {
  it('is true for the invited company and false for one that found the order itself, on every shape', async () => {
    // the requester invites the contractor (as its card's 'Zaproszone firmy' does) and the invitation is sent
    const nominated = await call(s.headers.contact, 'PATCH', `/orders/${s.order.id}/nominated-companies`, {
      companyIds: [s.contractor.id],
    });
    expect(nominated.statusCode).toBeLessThan(300);
    const invitedThread = await startThread(t.app, s);
    const other = await buildCompany(t.app.db);
    const stranger = await buildUser(t.app.db, { companyId: other.id });
    const started = await call(await t.login(stranger.login), 'POST', `/orders/${s.order.id}/conversation`, {
      text: 'Znalazłem zlecenie w wyszukiwarce.',
      industryIds: [s.industries[0]],
    });
    expect(started.statusCode).toBe(201);
    const foundThread = started.json().id as number;

    const rows = conversationSummaryListSchema.parse(
      (await call(s.headers.contact, 'GET', `/conversations/orders/${s.order.id}`)).json(),
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.isCandidate]))).toEqual({
      [invitedThread]: true,
      [foundThread]: false,
    });
    const asContractor = conversationSchema.parse(
      (await call(s.headers.starter, 'GET', `/conversations/${invitedThread}`)).json(),
    );
    expect(asContractor.isCandidate).toBe(true);
    const asRequester = conversationSchema.parse(
      (await call(s.headers.contact, 'GET', `/conversations/${foundThread}`)).json(),
    );
    expect(asRequester.isCandidate).toBe(false);
  });

  it('is false while a nomination waits unsent (nominated in the form of an order not yet published)', async () => {
    const order = await buildOrder(t.app.db, { companyId: s.requester.id, contactUserIds: [s.contact.id] });
    await t.app.db.execute(
      sql`insert into order_nominated_companies (order_id, company_id, source)
        values (${order.id}, ${s.contractor.id}, 'RECOMMENDED')`,
    );
    const res = await call(s.headers.starter, 'POST', `/orders/${order.id}/conversation`, {
      text: 'Pytanie o termin.',
      industryIds: [401],
    });
    expect(res.statusCode).toBe(201);
    expect(conversationSchema.parse(res.json()).isCandidate).toBe(false);
  });
});
