import { plannerFeedSchema, polishDay } from '@platform/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { forgetActor } from '../../plugins/auth.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildOthersOrder, buildPlannerUser, inviteCompany } from './planner-test-helpers.js';

const t = useTestApp();

const feedPath = (url: string) => new URL(url).pathname;
const call = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>) =>
  t.app.inject({ method, url: '/api/v2/planner/feed', headers });

/** The RFC 5545 rules a calendar application relies on, beside a full parse (ical.js). */
const expectValidIcal = (body: string) => {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  const lines = body.split('\r\n');
  expect(lines.every((l) => !l.includes('\n') && Buffer.byteLength(l) <= 75)).toBe(true);
  // DTSTAMP is UTC (RFC 5545, 3.8.7.2)
  expect(lines.filter((l) => l.startsWith('DTSTAMP')).every((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((v) => {
    expect(v.getFirstPropertyValue('uid')).toBeTruthy();
    expect(v.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return new ICAL.Event(v);
  });
};

describe('the iCalendar feed', () => {
  it('is made once, reads without a login as valid iCalendar, and stops working after regeneration', async () => {
    const user = await buildPlannerUser(t.app.db);
    const headers = await t.login(user.login);
    const day = polishDay(new Date(Date.now() + 20 * 86_400_000));
    const next = polishDay(new Date(Date.now() + 21 * 86_400_000));
    const invited = await buildOthersOrder(t.app.db, day);
    await inviteCompany(t.app.db, invited.id, user.companyId!);
    expect(plannerFeedSchema.parse((await call('GET', headers)).json())).toMatchObject({ active: false, url: null });

    const first = plannerFeedSchema.parse((await call('POST', headers)).json());
    expect(first.url).toMatch(/\/api\/v2\/planner\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call('GET', headers)).json()).toMatchObject({ active: true, url: null });

    const res = await t.app.inject({ method: 'GET', url: feedPath(first.url!) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const found = expectValidIcal(res.body).filter((e) => e.summary.startsWith('Termin ofert'));
    const deadline = found.find((e) => e.startDate.toString() === day);
    expect(deadline?.startDate.isDate).toBe(true);
    expect(deadline?.endDate.toString()).toBe(next);

    const second = plannerFeedSchema.parse((await call('POST', headers)).json());
    expect(second.url).not.toBe(first.url);
    const old = await t.app.inject({ method: 'GET', url: feedPath(first.url!) });
    expect(old.statusCode).toBe(404);
    expect(old.json().code).toBe('PLANNER_FEED_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: feedPath(second.url!) })).statusCode).toBe(200);

    expect((await call('DELETE', headers)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second.url!) })).statusCode).toBe(404);
  });

  it('stops answering when the user loses the planner service', async () => {
    const user = await buildPlannerUser(t.app.db);
    const headers = await t.login(user.login);
    const { url } = plannerFeedSchema.parse((await call('POST', headers)).json());
    expect((await t.app.inject({ method: 'GET', url: feedPath(url!) })).statusCode).toBe(200);
    await t.app.db.update(users).set({ availableServices: [] }).where(eq(users.id, user.id));
    await forgetActor(t.app, user.id);
    expect((await t.app.inject({ method: 'GET', url: feedPath(url!) })).statusCode).toBe(404);
  });

  it('answers 404 to an unknown token and 403 to a user without the planner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/planner/feed/nieznany.ics' })).statusCode).toBe(404);
    const other = await buildPlannerUser(t.app.db, []);
    expect((await call('POST', await t.login(other.login))).statusCode).toBe(403);
    expect((await call('POST', {})).statusCode).toBe(401);
  });
});
