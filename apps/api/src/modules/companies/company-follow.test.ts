import { followSettingsSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoCompanies } from './company-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'dotowany'] });
const headers: Record<string, Record<string, string>> = t.headers;
let ids: Awaited<ReturnType<typeof demoCompanies>>;
beforeAll(async () => {
  ids = await demoCompanies(t.app);
});

const call = (who: string, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/companies/${path}`, headers: headers[who], payload });

describe('follow a company', () => {
  it('follows, reads default settings, saves a note, unfollows and loses the settings', async () => {
    const company = (await buildCompany(t.app.db)).id;
    expect((await call('klient', 'GET', `${company}/followers/me`)).json()).toEqual({ following: false });
    expect((await call('klient', 'POST', `${company}/followers`)).statusCode).toBe(204);
    const me = await call('klient', 'GET', `${company}/followers/me`);
    expect(me.json()).toEqual({ following: true });
    expect(me.headers['cache-control']).toBe('private, no-store');
    const settings = followSettingsSchema.parse((await call('klient', 'GET', `${company}/following-settings`)).json());
    expect(settings).toMatchObject({
      note: null,
      notifications: { tookPartInNewInvestment: true, investmentUpdated: true },
    });
    const saved = await call('klient', 'PATCH', `${company}/following-settings`, {
      note: 'Dobry podwykonawca',
      notifications: { investmentUpdated: false },
    });
    expect(saved.json()).toMatchObject({
      note: 'Dobry podwykonawca',
      notifications: { tookPartInNewInvestment: true, investmentUpdated: false },
    });
    expect((await call('klient', 'DELETE', `${company}/followers`)).statusCode).toBe(204);
    expect((await call('klient', 'GET', `${company}/following-settings`)).statusCode).toBe(404);
    await call('klient', 'POST', `${company}/followers`);
    expect((await call('klient', 'GET', `${company}/following-settings`)).json().note).toBeNull();
  });

  it('refuses a note over 1000 characters and changes nothing', async () => {
    const company = (await buildCompany(t.app.db)).id;
    await call('klient', 'POST', `${company}/followers`);
    await call('klient', 'PATCH', `${company}/following-settings`, { note: 'przed' });
    const res = await call('klient', 'PATCH', `${company}/following-settings`, { note: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Maksymalna długość notatki to 1000 znaków.');
    expect((await call('klient', 'GET', `${company}/following-settings`)).json().note).toBe('przed');
    expect(
      (await call('klient', 'PATCH', `${company}/following-settings`, { note: 'y'.repeat(1000) })).statusCode,
    ).toBe(200);
  });

  it('starts a subsidised user with notifications off and refuses turning them on', async () => {
    const company = (await buildCompany(t.app.db)).id;
    await call('dotowany', 'POST', `${company}/followers`);
    const settings = (await call('dotowany', 'GET', `${company}/following-settings`)).json();
    expect(settings.notifications).toEqual({ tookPartInNewInvestment: false, investmentUpdated: false });
    const res = await call('dotowany', 'PATCH', `${company}/following-settings`, {
      note: 'notatka',
      notifications: { tookPartInNewInvestment: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOTIFICATIONS_NOT_AVAILABLE');
    const after = (await call('dotowany', 'GET', `${company}/following-settings`)).json();
    expect(after).toEqual(settings);
    expect((await call('dotowany', 'PATCH', `${company}/following-settings`, { note: 'ok' })).statusCode).toBe(200);
  });

  it('cannot follow its own company, a deactivated one, or without a login', async () => {
    const deactivated = await buildCompany(t.app.db, { deactivated: true });
    const other = await buildCompany(t.app.db);
    expect((await call('klient', 'POST', `${ids.client}/followers`)).json().code).toBe('CANNOT_FOLLOW_OWN_COMPANY');
    expect((await call('klient', 'POST', `${deactivated.id}/followers`)).json().code).toBe('COMPANY_IS_DEACTIVATED');
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/companies/${other.id}/followers` })).statusCode).toBe(
      401,
    );
  });
});
