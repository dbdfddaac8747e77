import { companyOfferSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompanyService } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoCompanies, uploadFile } from './company-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'subkonto', 'dotowany', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let ids: Awaited<ReturnType<typeof demoCompanies>>;
beforeAll(async () => {
  ids = await demoCompanies(t.app);
  // Start from a company without the demo offer and service.
  await t.app.db.execute(sql`delete from company_offers where company_id = ${ids.client}`);
  await t.app.db.execute(sql`delete from company_services where company_id = ${ids.client}`);
});

const offerBody = (photo: string | null = null) => ({
  mainSection: {
    photo,
    title: 'Kompleksowe usługi budowlane',
    description: '<p>Budujemy <script>x</script>solidnie</p>',
  },
  sections: [
    {
      title: '',
      align: 'RIGHT',
      description: '',
      photos: photo ? [photo] : [],
      videos: [{ videoId: 'dQw4w9WgXcQ', title: 'Film' }],
    },
  ],
  contacts: { description: null, contactPersons: [{ name: 'Jan Kowalski', email: '', telephone: '601 200 300' }] },
});
const call = (who: string | null, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/companies/${path}`, headers: who ? headers[who] : {}, payload });
/** What the card's basics say the user can open, to be checked against the offer calls. */
const offerOf = async (who: string) => (await call(who, 'GET', `${ids.client}/basics`)).json().offer;
const offerRows = async () =>
  (await t.app.db.execute(sql`select company_id, version, content from company_offers order by 1, 2`)).rows;

describe('company offer', () => {
  it('answers 404 when there is no offer and the service state', async () => {
    expect((await call('administrator', 'GET', `${ids.client}/offer/published`)).statusCode).toBe(404);
    // the card learns it from the basics and never makes that call
    expect(await offerOf('administrator')).toEqual({ published: false, draft: false });
    const service = await call('klient', 'GET', `${ids.client}/services/company-offer`);
    expect(service.json()).toEqual({ active: false, expires_at: null });
  });

  it('lets a company user save only with COMPANY_OFFER_EDIT while the service is active', async () => {
    // klient holds COMPANY_OFFER_EDIT, subkonto does not; the service is off.
    expect((await call('klient', 'PUT', `${ids.client}/offer/draft`, offerBody())).statusCode).toBe(403);
    await buildCompanyService(t.app.db, { companyId: ids.client, days: 90 });
    expect((await call('subkonto', 'PUT', `${ids.client}/offer/draft`, offerBody())).statusCode).toBe(403);
    expect((await call('dotowany', 'PUT', `${ids.client}/offer/draft`, offerBody())).statusCode).toBe(403);
    expect(await offerRows()).toEqual([]);
    const photo = await uploadFile(t.app, headers.klient!, 'COMPANY_OFFER');
    const saved = await call('klient', 'PUT', `${ids.client}/offer/draft`, offerBody(photo));
    expect(saved.statusCode, saved.body).toBe(200);
    const offer = companyOfferSchema.parse(saved.json());
    expect(offer.mainSection.description).toBe('<p>Budujemy solidnie</p>');
    expect(offer.mainSection.photo?.uuid).toBe(photo);
    expect(offer.sections[0]).toMatchObject({ title: null, description: null, align: 'RIGHT' });
    expect(offer.contacts.contactPersons[0]?.email).toBeNull();
    const basics = (await call('klient', 'GET', `${ids.client}/basics`)).json();
    expect(basics.canEdit).toBe(true);
    expect(basics.offer).toEqual({ published: false, draft: true });
    // subkonto may not edit: the draft is not offered to it (the call would answer 403)
    expect(await offerOf('subkonto')).toEqual({ published: false, draft: false });
  });

  it('refuses files that are not uploaded by the saver, and bad bodies, changing nothing', async () => {
    const before = await offerRows();
    const foreign = await uploadFile(t.app, headers.dotowany!, 'COMPANY_OFFER');
    const res = await call('klient', 'PUT', `${ids.client}/offer/draft`, offerBody(foreign));
    expect(res.json().code).toBe('ATTACHMENT_INVALID');
    const bad = { ...offerBody(), sections: [{ align: 'CENTER' }] };
    expect((await call('klient', 'PUT', `${ids.client}/offer/draft`, bad)).statusCode).toBe(400);
    expect((await call('klient', 'PUT', `${ids.client}/offer/draft`, { mainSection: { title: '' } })).statusCode).toBe(
      400,
    );
    expect(await offerRows()).toEqual(before);
  });

  it('shows the published offer to all while active, otherwise only to admins and the company users', async () => {
    expect((await call('administrator', 'PUT', `${ids.client}/offer/published`, offerBody())).statusCode).toBe(200);
    expect((await call('dotowany', 'GET', `${ids.client}/offer/published`)).statusCode).toBe(200);
    expect((await call('dotowany', 'GET', `${ids.client}/offer/draft`)).statusCode).toBe(403);
    await buildCompanyService(t.app.db, { companyId: ids.client, days: -1 });
    expect((await call('dotowany', 'GET', `${ids.client}/offer/published`)).statusCode).toBe(403);
    expect((await call('subkonto', 'GET', `${ids.client}/offer/published`)).statusCode).toBe(200);
    expect(await offerOf('subkonto')).toEqual({ published: true, draft: false });
    expect(await offerOf('dotowany')).toEqual({ published: false, draft: false });
    expect((await call('administrator', 'GET', `${ids.client}/offer/published`)).statusCode).toBe(200);
    expect((await call('klient', 'PUT', `${ids.client}/offer/published`, offerBody())).statusCode).toBe(403);
    expect((await call(null, 'GET', `${ids.client}/offer/published`)).statusCode).toBe(401);
  });

  it('lets admins set the service and answers the company admin', async () => {
    const expires = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${ids.client}/services/company-offer`,
      headers: headers.administrator,
      payload: { expires_at: expires },
    });
    expect(set.json()).toMatchObject({ active: true });
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${ids.client}/services/company-offer`,
      headers: headers.klient,
      payload: { expires_at: expires },
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = await call('subkonto', 'GET', `${ids.client}/admin`);
    expect(admin.json()).toEqual({ id: expect.any(Number), email: 'klient@demo.platforma.pl' });
  });
});
