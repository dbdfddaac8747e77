import { companyBasicsSchema, WRITE_SAFETY_MESSAGES } from '@platform/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { atCurrentVersion, companySnapshot, validBasicsBody } from './company-edit.test-data.js';
import { demoCompanies, uploadFile } from './company-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'subkonto', 'dotowany', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let ids: Awaited<ReturnType<typeof demoCompanies>>;
let body: Awaited<ReturnType<typeof validBasicsBody>>;
beforeAll(async () => {
  ids = await demoCompanies(t.app);
});
beforeEach(async () => {
  body = await validBasicsBody(t.app, ids.client);
});

const save = async (who: string, payload: object, companyId = ids.client) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/companies/${companyId}/basics`,
    headers: headers[who],
    payload: await atCurrentVersion(t.app, companyId, payload),
  });

describe('company edit', () => {
  it('lets the company admin save; keywords de-duplicated, description cleaned', async () => {
    const res = await save('klient', { ...body, description: `${body.description}<script>alert(1)</script>` });
    expect(res.statusCode, res.body).toBe(200);
    const saved = companyBasicsSchema.parse(res.json());
    expect(saved.keywords).toEqual(['Beton', 'Stan surowy']);
    expect(saved.description).not.toContain('script');
    expect(saved.turnover).toBe('25.5');
    expect(saved.address?.zipCode).toBe('00-590');
    expect(saved.contact?.recommendationEmail?.values).toEqual(['oferty@kramet.pl']);
  });

  it('refuses a colleague without companyAdmin, another company user and a visitor (403/401), changing nothing', async () => {
    const before = await companySnapshot(t.app, ids.client);
    expect((await save('subkonto', body)).statusCode).toBe(403);
    expect((await save('dotowany', body)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v2/companies/${ids.client}/basics`, payload: body })).statusCode,
    ).toBe(401);
    expect(await companySnapshot(t.app, ids.client)).toEqual(before);
  });

  it.each([
    ['name', { name: ' ' }, 'Nazwa firmy jest wymagana'],
    ['nip', { nip: '123-456-78-90' }, 'NIP jest niepoprawny'],
    ['established', { established: 1499 }, 'Rok założenia jest nieprawidłowy'],
    ['established', { established: new Date().getFullYear() + 1 }, 'Rok założenia jest nieprawidłowy'],
    ['turnover', { turnover: '-1' }, 'Obrót'],
    ['description', { description: '<p>Za krótki opis</p>' }, 'Opis musi zawierać pomiędzy 160 a 1500 znaków'],
    ['city', { address: { city: 'Warszawa 1' } }, 'Nazwa miasta może zawierać: małe i duże litery, myślnik, kropkę'],
    [
      'post office',
      { address: { postOffice: 'P0czta' } },
      'Nazwa poczty może zawierać: małe i duże litery, myślnik, kropkę',
    ],
    ['house number', { address: { streetNo: '10 #' } }, 'Numer może zawierać'],
    ['zip', { address: { zipCode: '00590' } }, 'Kod pocztowy jest niepoprawny'],
    ['province', { address: { provinceId: null } }, 'To pole jest wymagane'],
    ['email', { contact: { companyEmail: { values: ['biuro@'], isLink: true } } }, 'Adres e-mail jest niepoprawny'],
    [
      'emails',
      {
        contact: {
          companyEmail: { values: ['a@b.pl', 'c@d.pl', 'e@f.pl', 'g@h.pl', 'i@j.pl', 'k@l.pl'], isLink: true },
        },
      },
      'maksymalnie 5',
    ],
    [
      'phone',
      { contact: { companyPhones: { values: ['22 123'], isLink: false } } },
      'Numer telefonu powinien mieć format',
    ],
    [
      'empty phone',
      { contact: { companyPhones: { values: ['601 200 300', ''], isLink: false } } },
      'Uzupełnij lub usuń pole',
    ],
    ['website', { contact: { www: 'biuro@kramet.pl' } }, 'Link jest niepoprawny'],
    ['facebook', { contact: { facebook: 'https://kramet.pl/fb' } }, 'Adres powinien zawierać facebook.com'],
  ])('refuses a bad %s with its message and changes nothing', async (_, change, message) => {
    const before = await companySnapshot(t.app, ids.client);
    const payload = {
      ...body,
      ...change,
      address: { ...body.address, ...('address' in change ? change.address : {}) },
      contact: { ...body.contact, ...('contact' in change ? change.contact : {}) },
    };
    const res = await save('klient', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await companySnapshot(t.app, ids.client)).toEqual(before);
  });

  it('refuses a wrong body shape with 400 and an unknown district or country', async () => {
    expect((await save('klient', { ...body, established: 'dawno' })).statusCode).toBe(400);
    expect((await save('klient', { name: 'x' })).statusCode).toBe(400);
    const district = await save('klient', { ...body, address: { ...body.address, provinceId: 1 } });
    expect(district.json().code).toBe('INVALID_REFERENCE');
    expect((await save('klient', { ...body, address: { ...body.address, country: 'XX' } })).json().code).toBe(
      'INVALID_REFERENCE',
    );
  });

  it('clears province and district outside the home country', async () => {
    const res = await save('klient', {
      ...body,
      address: { ...body.address, country: 'DE', zipCode: '10115', city: 'Berlin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().address).toMatchObject({ country: 'DE', province: null, district: null });
  });

  it.each([
    [
      'auction links',
      { auctionLinks: ['https://a.pl', 'https://b.pl', 'https://c.pl', 'https://d.pl', 'https://e.pl'] },
      'maksymalnie 4',
    ],
    ['gallery', { gallery: { description: '<p>Realizacje</p>', photos: [] } }, 'Dodaj zdjęcia do galerii'],
  ])('refuses an admin a bad %s with its message', async (_, change, message) => {
    const res = await save('administrator', { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('lets an admin save gallery photos uploaded by the company user', async () => {
    const photo = await uploadFile(t.app, headers.klient!, 'COMPANY_GALLERY');
    const res = await save('administrator', {
      ...body,
      gallery: { description: '<p>Realizacje</p>', photos: [photo] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gallery.photos.map((p: { uuid: string }) => p.uuid)).toEqual([photo]);
  });

  it('sets, keeps and removes the logo (COMPANY_LOGO); refuses a gallery file as the logo', async () => {
    const logo = await uploadFile(t.app, headers.klient!, 'COMPANY_LOGO', 'logo.png');
    const set = await save('klient', { ...body, logo });
    expect(set.statusCode, set.body).toBe(200);
    const url = set.json().logo as string;
    expect(url).toEqual(expect.any(String));
    const card = await t.app.inject({ url: `/api/v2/companies/${ids.client}/basics` });
    expect(card.json().logo).toBe(url);

    const kept = await save('klient', { ...body, name: `${body.name} ` });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().logo).toBe(url);

    const photo = await uploadFile(t.app, headers.klient!, 'COMPANY_GALLERY');
    const wrong = await save('klient', { ...body, logo: photo });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('ATTACHMENT_INVALID');

    const removed = await save('klient', { ...body, logo: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logo).toBeNull();
  });

  it('lets admins skip required fields and set the admin fields', async () => {
    const empty = {
      name: 'Firma administracyjna',
      nip: null,
      description: null,
      address: { country: 'PL' },
      contact: {},
      deactivated: false,
      inBankruptcy: true,
      adminInfo: 'Zweryfikowano w GUS',
    };
    const res = await save('administrator', empty, (await buildCompany(t.app.db)).id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inBankruptcy: true, adminInfo: 'Zweryfikowano w GUS', deactivated: false });
  });
});

describe('two tabs editing the company', () => {
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v2/companies/${ids.client}/basics`, headers: headers.klient, payload });
  const readForm = async () =>
    (
      await t.app.inject({ url: `/api/v2/companies/${ids.client}/basics?editMode=true`, headers: headers.klient })
    ).json();

  it('answers the version with the form and refuses the save of the tab read before the other saved (409)', async () => {
    const { version } = await readForm();
    expect(version).toEqual(expect.any(Number));
    const first = await put({ ...body, version, formerName: 'Pierwsza karta' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(version + 1);
    const before = await companySnapshot(t.app, ids.client);
    const second = await put({ ...body, version, formerName: 'Druga karta' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', message: WRITE_SAFETY_MESSAGES.staleVersion });
    expect(await companySnapshot(t.app, ids.client)).toEqual(before);
    // reloaded, the second tab saves over the first knowingly
    const again = await put({ ...body, version: (await readForm()).version, formerName: 'Druga karta' });
    expect(again.statusCode).toBe(200);
    expect(again.json().formerName).toBe('Druga karta');
  });

  it('stores one of two saves made at once from the same version', async () => {
    const { version } = await readForm();
    const answers = await Promise.all([put({ ...body, version }), put({ ...body, version })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await readForm()).version).toBe(version + 1);
  });

  it('requires the version (400) and hides it from those who may not edit', async () => {
    const { version: _, ...withoutVersion } = body as typeof body & { version?: number };
    const res = await put(withoutVersion);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(WRITE_SAFETY_MESSAGES.versionRequired);
    const colleague = await t.app.inject({ url: `/api/v2/companies/${ids.client}/basics`, headers: headers.subkonto });
    expect(colleague.json().version).toBeUndefined();
  });
});
