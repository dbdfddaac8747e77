import { companyBasicsSchema, companyInvestmentsPageSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildCompanyService } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoCompanies } from './company-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'subkonto', 'dotowany', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let ids: Awaited<ReturnType<typeof demoCompanies>>;
beforeAll(async () => {
  ids = await demoCompanies(t.app);
});

const basics = async (id: number | string, who?: string, query = '') => {
  const res = await t.app.inject({ url: `/api/v2/companies/${id}/basics${query}`, headers: who ? headers[who] : {} });
  return res;
};

describe('company card', () => {
  it('gives a visitor the header only: no contact, address or about-tab text', async () => {
    const res = await basics(ids.client);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(companyBasicsSchema.parse(body).headerMode).toBe('UNAUTHENTICATED');
    for (const key of ['contact', 'description', 'address', 'gallery', 'keywords', 'scopes', 'assistant'])
      expect(body).not.toHaveProperty(key);
    expect(res.body).not.toContain('@');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gives a logged-in user the public contact, and admins the admin fields', async () => {
    const other = (await basics(ids.client, 'dotowany')).json();
    expect(other.headerMode).toBe('AUTHENTICATED');
    expect(other.contact.companyEmail.values.length).toBeGreaterThan(0);
    expect(other.contact).not.toHaveProperty('personalEmail');
    expect(other).not.toHaveProperty('adminInfo');
    expect(other.canEdit).toBe(false);
    expect(other.isOwnCompany).toBe(false);
    const admin = (await basics(ids.client, 'administrator', '?editMode=true')).json();
    expect(admin.contact).toHaveProperty('personalEmail');
    expect(admin).toHaveProperty('deactivated', false);
    expect(admin.canEdit).toBe(true);
  });

  it('serves the seeded e-portfolio: scopes, keywords and the published offer', async () => {
    const card = companyBasicsSchema.parse((await basics(ids.client, 'dotowany')).json());
    expect(card.keywords).toContain('generalne wykonawstwo');
    expect(card.scopes?.length).toBeGreaterThan(0);
    expect(card.hasIndustryStatistics).toBe(true);
    const offer = await t.app.inject({
      url: `/api/v2/companies/${ids.client}/offer/published`,
      headers: headers.dotowany,
    });
    expect(offer.json().contacts.contactPersons.length).toBe(2);
  });

  it('lets the company admin edit the basics; the offer needs the active service', async () => {
    // The demo client's company has an active offer service and klient holds COMPANY_OFFER_EDIT.
    expect(companyBasicsSchema.parse((await basics(ids.client, 'klient')).json()).canEdit).toBe(true);
    await buildCompanyService(t.app.db, { companyId: ids.client, days: -1 });
    const own = companyBasicsSchema.parse((await basics(ids.client, 'klient')).json());
    expect(own).toMatchObject({ isOwnCompany: true, canEditBasics: true, canEdit: false });
    const sub = companyBasicsSchema.parse((await basics(ids.client, 'subkonto')).json());
    expect(sub).toMatchObject({ isOwnCompany: true, canEditBasics: false, canEdit: false });
  });

  it('answers 400 for an invalid id, 404 for an unknown one, COMPANY_IS_DEACTIVATED for non-admins', async () => {
    const bad = await basics('abc', 'klient');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Wystąpił błąd. Nieprawidłowy ID firmy.');
    expect((await basics(0, 'klient')).statusCode).toBe(400);
    expect((await basics(99_999_999, 'klient')).json()).toMatchObject({ status: 404, code: 'COMPANY_NOT_FOUND' });
    const { id: deactivated } = await buildCompany(t.app.db, { deactivated: true });
    const off = await basics(deactivated, 'klient');
    expect(off.json()).toEqual({
      status: 400,
      code: 'COMPANY_IS_DEACTIVATED',
      message: 'Wizytówka tej firmy jest chwilowo niedostępna, skontaktuj się z naszym konsultantem.',
    });
    expect((await basics(deactivated)).json().code).toBe('COMPANY_IS_DEACTIVATED');
    expect((await basics(deactivated, 'administrator')).statusCode).toBe(200);
  });

  it('lists the company investments with the most works first, paged', async () => {
    const res = await t.app.inject({
      url: `/api/v2/companies/${ids.client}/investments?sort=works_desc&page=0&size=3`,
      headers: headers.klient,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = companyInvestmentsPageSchema.parse(res.json());
    expect(page.content).toHaveLength(3);
    expect(page.totalElements).toBeGreaterThanOrEqual(8);
    const works = page.content.map((c) => c.works);
    expect([...works].sort((a, b) => b - a)).toEqual(works);
  });

  it('blocks a subsidised user from another company investments but not from their own', async () => {
    const other = await t.app.inject({ url: `/api/v2/companies/${ids.client}/investments`, headers: headers.dotowany });
    expect(other.statusCode).toBe(403);
    const own = await t.app.inject({
      url: `/api/v2/companies/${ids.subsidized}/investments`,
      headers: headers.dotowany,
    });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v2/companies/${ids.client}/investments` })).statusCode).toBe(401);
  });
});
