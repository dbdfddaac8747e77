import { companyContactPersonsSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let companyId: number;
let bareCompanyId: number;
const url = (id = companyId) => `/api/v2/companies/${id}/contact-persons`;

const offer = (persons: object[]) => ({
  mainSection: { title: 'Oferta firmy', description: null, photo: null },
  sections: [],
  contacts: { description: null, contactPersons: persons },
});

beforeAll(async () => {
  companyId = (await buildCompany(t.app.db)).id;
  bareCompanyId = (await buildCompany(t.app.db)).id;
  for (const version of ['draft', 'published'])
    await t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${companyId}/offer/${version}`,
      headers: headers.administrator,
      payload: offer([{ name: 'Anna Kowalska', positionLine1: 'Kierownik budowy', telephone: '600100200' }]),
    });
});

describe("the admin's 'Osoby kontaktowe' dialog of a company", () => {
  it("reads the offer's contact persons and replaces them in the draft and the published offer", async () => {
    const read = await t.app.inject({ url: url(), headers: headers.administrator });
    expect(read.statusCode, read.body).toBe(200);
    expect(companyContactPersonsSchema.parse(read.json()).contactPersons[0]).toMatchObject({
      name: 'Anna Kowalska',
      positionLine1: 'Kierownik budowy',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: headers.administrator,
      payload: {
        contactPersons: [
          { name: 'Anna Kowalska', positionLine1: 'Kierownik budowy', telephone: '+48 600 100 200' },
          { name: 'Łukasz Żółć', email: 'lukasz@firma.pl', telephone: '' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().contactPersons.map((p: { name: string }) => p.name)).toEqual(['Anna Kowalska', 'Łukasz Żółć']);
    for (const version of ['draft', 'published']) {
      const stored = await t.app.inject({
        url: `/api/v2/companies/${companyId}/offer/${version}`,
        headers: headers.administrator,
      });
      expect(stored.json().contacts.contactPersons.map((p: { name: string }) => p.name)).toEqual([
        'Anna Kowalska',
        'Łukasz Żółć',
      ]);
      expect(stored.json().contacts.contactPersons[0].telephone).toBe('600 100 200');
    }
  });

  it('answers bad input with a clear Polish 4xx, never 500', async () => {
    const put = (payload: object, id = companyId) =>
      t.app.inject({ method: 'PUT', url: url(id), headers: headers.administrator, payload });
    expect((await put({ contactPersons: [{ name: '' }] })).statusCode).toBe(400);
    expect((await put({ contactPersons: [{ name: 'Jan', email: 'nie-email' }] })).statusCode).toBe(400);
    const foreignPhoto = await put({
      contactPersons: [{ name: 'Jan', avatar: '0b6f1c1e-8a0b-4b8e-9b7e-2f1d3c4b5a69' }],
    });
    expect(foreignPhoto.statusCode).toBe(400);
    expect(foreignPhoto.json().code).toBe('INVALID_REFERENCE');
    const tooMany = await put({ contactPersons: Array.from({ length: 51 }, (_, i) => ({ name: `Osoba ${i}` })) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('maksymalnie 50 osób kontaktowych');
    const noOffer = await t.app.inject({ url: url(bareCompanyId), headers: headers.administrator });
    expect(noOffer.statusCode).toBe(404);
    expect(noOffer.json().message).toBe('Firma nie ma jeszcze oferty.');
    expect(
      (await t.app.inject({ url: '/api/v2/companies/12x/contact-persons', headers: headers.administrator })).statusCode,
    ).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ url: url(), headers: headers.klient })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
    const write = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: headers.klient,
      payload: { contactPersons: [] },
    });
    expect(write.statusCode).toBe(403);
  });
});
