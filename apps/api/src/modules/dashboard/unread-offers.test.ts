import { orderWithUnreadOffersPageSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { api } from '../conversations/testing.js';
import { buildOffersScene } from '../offers/testing.js';

const t = useTestApp({ logins: [] });

describe("the work queue's new offers", () => {
  it('lists my orders with unread offers until each is read or rejected; nobody else sees them', async () => {
    const s = await buildOffersScene(t.app, t.login);
    const call = api(t.app).call;
    const queue = async (headers: Record<string, string>) => {
      const res = await call(headers, 'GET', '/dashboard/unread-offers');
      expect(res.statusCode, res.body).toBe(200);
      return orderWithUnreadOffersPageSchema.parse(res.json());
    };

    const fresh = await queue(s.headers.contact);
    expect(fresh.totalElements).toBe(1);
    expect(fresh.content[0]).toMatchObject({ orderId: s.order.id, unreadCompanies: 2 });
    // a colleague of the requester company sees the same queue; the contractors and outsiders do not
    expect((await queue(s.headers.requesterColleague)).content[0]?.unreadCompanies).toBe(2);
    for (const other of [s.headers.starter, s.secondHeaders, s.headers.outsider]) {
      expect((await queue(other)).totalElements).toBe(0);
    }

    const offers = `/orders/${s.order.id}/offers/companies`;
    const read = await call(s.headers.contact, 'PUT', `${offers}/${s.contractor.id}/industries/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await queue(s.headers.requesterColleague)).content[0]?.unreadCompanies).toBe(1);

    const rejected = await call(s.headers.contact, 'DELETE', `${offers}/${s.secondCompany.id}`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await queue(s.headers.contact)).totalElements).toBe(0);
  });

  it('refuses a page size past 50 with a Polish 400 and anonymous callers with 401', async () => {
    const s = await buildOffersScene(t.app, t.login);
    const big = await api(t.app).call(s.headers.contact, 'GET', '/dashboard/unread-offers?size=500');
    expect(big.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v2/dashboard/unread-offers' })).statusCode).toBe(401);
  });
});
