import { COMPANY_ADMIN_ONLY_FIELDS, type CompanyAdminOnlyField } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { atCurrentVersion, companySnapshot, validBasicsBody } from './company-edit.test-data.js';
import { demoCompanies, uploadFile } from './company-test-helpers.js';

/**
 * The admin controls of a company save (spec 6: flags, admin info, gallery, private contacts, other
 * connections, auction links): a company admin's change of one is refused with 403 and changes
 * nothing; leaving them out, empty or unchanged keeps what the platform admin set.
 */
const t = useTestApp({ logins: ['klient', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let companyId: number;
let body: Awaited<ReturnType<typeof validBasicsBody>>;
let adminPhoto: string;
let clientPhoto: string;
let connection: number;

const save = async (who: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/companies/${companyId}/basics`,
    headers: headers[who],
    payload: await atCurrentVersion(t.app, companyId, payload),
  });
const adminView = async () =>
  (await t.app.inject({ url: `/api/v2/companies/${companyId}/basics`, headers: headers.administrator })).json();

/** What the platform admin set, as a save body. */
const adminSet = () => ({
  ...body,
  contact: {
    ...body.contact,
    personalEmail: { values: ['prezes@kramet.pl'], isLink: false },
    unverifiedEmail: { values: ['stary@kramet.pl'], isLink: false },
    mobilePhone: { values: ['601 200 300'], isLink: false },
  },
  gallery: { description: '<p>Realizacje</p>', photos: [adminPhoto] },
  auctionLinks: ['https://allegro.pl/kramet'],
  deactivated: false,
  inBankruptcy: false,
  adminInfo: 'Zweryfikowano w GUS',
  otherCompanyConnectionIds: [connection],
});

beforeAll(async () => {
  companyId = (await demoCompanies(t.app)).client;
  body = await validBasicsBody(t.app, companyId);
  connection = (await buildCompany(t.app.db)).id;
  adminPhoto = await uploadFile(t.app, headers.administrator!, 'COMPANY_GALLERY');
  clientPhoto = await uploadFile(t.app, headers.klient!, 'COMPANY_GALLERY');
  const res = await save('administrator', adminSet());
  if (res.statusCode !== 200) throw new Error(`admin save: ${res.statusCode} ${res.body}`);
});

const CHANGES: Record<CompanyAdminOnlyField, () => object> = {
  deactivated: () => ({ deactivated: true }),
  inBankruptcy: () => ({ inBankruptcy: true }),
  adminInfo: () => ({ adminInfo: 'Nasza notatka' }),
  otherCompanyConnectionIds: () => ({ otherCompanyConnectionIds: [] }),
  gallery: () => ({ gallery: { description: '<p>Nasze realizacje</p>', photos: [clientPhoto] } }),
  auctionLinks: () => ({ auctionLinks: ['https://allegro.pl/inna-aukcja'] }),
  'contact.personalEmail': () => ({
    contact: { ...body.contact, personalEmail: { values: ['ja@kramet.pl'], isLink: false } },
  }),
  'contact.unverifiedEmail': () => ({
    contact: { ...body.contact, unverifiedEmail: { values: ['ja@kramet.pl'], isLink: false } },
  }),
  'contact.mobilePhone': () => ({
    contact: { ...body.contact, mobilePhone: { values: ['602 300 400'], isLink: false } },
  }),
};

describe('admin-only fields of a company save', () => {
  it('are the ones the shared contract lists', () => {
    expect(Object.keys(CHANGES).sort()).toEqual(Object.keys(COMPANY_ADMIN_ONLY_FIELDS).sort());
  });

  it('are set by a platform admin', async () => {
    const view = await adminView();
    expect(view).toMatchObject({
      adminInfo: 'Zweryfikowano w GUS',
      auctionLinks: ['https://allegro.pl/kramet'],
      otherCompanyConnections: [{ id: connection }],
    });
    expect(view.gallery.photos.map((p: { uuid: string }) => p.uuid)).toEqual([adminPhoto]);
    expect(view.contact.personalEmail.values).toEqual(['prezes@kramet.pl']);
  });

  it.each(Object.entries(CHANGES))(
    'refuses the company admin a change of %s, changing nothing',
    async (field, change) => {
      const before = await companySnapshot(t.app, companyId);
      const res = await save('klient', { ...body, ...change() });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        code: 'COMPANY_ADMIN_FIELDS_ONLY',
        message: `Tylko administrator platformy może zmienić te pola. (${COMPANY_ADMIN_ONLY_FIELDS[field as CompanyAdminOnlyField]})`,
      });
      expect(await companySnapshot(t.app, companyId)).toEqual(before);
    },
  );

  it('names every field a save would change', async () => {
    const res = await save('klient', { ...body, ...CHANGES.gallery(), ...CHANGES.auctionLinks() });
    expect(res.json().message).toBe('Tylko administrator platformy może zmienić te pola. (Galeria, Linki do aukcji)');
  });

  it('keeps them when the company admin leaves them out or empty', async () => {
    const res = await save('klient', { ...body, name: 'KRAMET zmieniona nazwa' });
    expect(res.statusCode, res.body).toBe(200);
    const view = await adminView();
    expect(view.name).toBe('KRAMET zmieniona nazwa');
    expect(view).toMatchObject({ adminInfo: 'Zweryfikowano w GUS', auctionLinks: ['https://allegro.pl/kramet'] });
    expect(view.gallery).toMatchObject({ description: '<p>Realizacje</p>' });
    expect(view.gallery.photos.map((p: { uuid: string }) => p.uuid)).toEqual([adminPhoto]);
    expect(view.contact.mobilePhone.values).toEqual(['601 200 300']);
    expect(view.otherCompanyConnections).toEqual([expect.objectContaining({ id: connection })]);
  });

  it('lets the company admin send them unchanged', async () => {
    const res = await save('klient', { ...adminSet(), name: 'KRAMET bez zmian' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await adminView()).auctionLinks).toEqual(['https://allegro.pl/kramet']);
  });
});
