import { describe, expect, it } from 'vitest';
import { type CompanyBasicsInput, companyBasicsInputSchema } from './company-edit.js';
import {
  COMPANY_EDIT_MESSAGES as M,
  nipError,
  normalizeKeywords,
  phoneError,
  richTextLength,
  turnoverError,
  turnoverToDecimal,
} from './company-edit-rules.js';
import { validateCompanyBasics } from './company-edit-validate.js';
import { normalizePhone } from './validators.js';

const description = `<p>${'Solidna firma budowlana z wieloletnim doświadczeniem. '.repeat(4)}</p>`;
const valid = (): CompanyBasicsInput =>
  companyBasicsInputSchema.parse({
    name: 'Budimex',
    nip: '123-456-32-18',
    description,
    turnover: '12,5',
    established: 1995,
    address: {
      streetPrefix: 'ul.',
      streetName: 'Długa',
      streetNo: '12A/3',
      city: 'Zielona Góra',
      provinceId: 4,
      districtId: 10,
      postOffice: 'Zielona Góra',
      zipCode: '65-001',
      country: 'PL',
    },
    contact: {
      companyEmail: { values: ['biuro@firma.pl'], isLink: true },
      companyPhones: { values: ['+48 (68) 123 45 67', '601 200 300'], isLink: false },
      www: 'https://firma.pl',
      facebook: 'https://facebook.com/firma',
    },
    // the version the form was read at (a stale save is refused); the rules here do not read it
    version: 1,
  });
const user = { isAdmin: false, currentYear: 2025 };
const admin = { isAdmin: true, currentYear: 2025 };
const messagesOf = (input: CompanyBasicsInput, ctx = user) => validateCompanyBasics(input, ctx).map((e) => e.message);

describe('company edit rules', () => {
  it('accepts a complete form', () => {
    expect(validateCompanyBasics(valid(), user)).toEqual([]);
  });

  it('requires the fields of a non-admin but not of an admin', () => {
    const input = valid();
    input.nip = null;
    input.description = '<p></p>';
    input.address = { ...input.address, city: null, provinceId: null, districtId: null, streetName: null, zipCode: '' };
    input.contact.companyEmail.values = [];
    expect(validateCompanyBasics(input, user).map((e) => e.field)).toEqual(
      expect.arrayContaining([
        'nip',
        'description',
        'address.city',
        'address.provinceId',
        'address.districtId',
        'address.streetName',
        'address.zipCode',
        'contact.companyEmail',
      ]),
    );
    expect(validateCompanyBasics(input, admin)).toEqual([]);
  });

  it('needs province and district only in the home country', () => {
    const input = valid();
    input.address = { ...input.address, country: 'DE', provinceId: null, districtId: null, zipCode: '10115' };
    expect(validateCompanyBasics(input, user)).toEqual([]);
  });

  it('checks formats with the spec messages', () => {
    const input = valid();
    input.name = ' ';
    input.nip = '123-456-32-19';
    input.established = 1499;
    input.turnover = '12.55';
    input.address = { ...input.address, city: 'Łódź 2', postOffice: 'X1', streetNo: '12#', zipCode: '65001' };
    input.contact.companyEmail.values = ['biuro@', ''];
    input.contact.companyPhones.values = ['12345', '+49 abc'];
    input.contact.www = 'mailto:x@y.pl';
    input.contact.instagram = 'https://example.com/x';
    expect(messagesOf(input)).toEqual(
      expect.arrayContaining([
        M.nameRequired,
        'NIP jest niepoprawny',
        'Rok założenia jest nieprawidłowy',
        M.turnover,
        'Nazwa miasta może zawierać: małe i duże litery, myślnik, kropkę',
        'Nazwa poczty może zawierać: małe i duże litery, myślnik, kropkę',
        M.houseNumber,
        'Kod pocztowy jest niepoprawny',
        'Adres e-mail jest niepoprawny',
        'Uzupełnij lub usuń pole',
        M.phoneFormat,
        M.foreignPhone,
        'Link jest niepoprawny',
        'Adres powinien zawierać instagram.com',
      ]),
    );
  });

  it('limits e-mails to 5 (unverified to 100), daughters to 10 and auction links to 4', () => {
    const input = valid();
    input.contact.companyEmail.values = Array.from({ length: 6 }, (_, i) => `a${i}@firma.pl`);
    input.contact.unverifiedEmail.values = Array.from({ length: 100 }, (_, i) => `u${i}@firma.pl`);
    input.daughterCompanyIds = Array.from({ length: 11 }, (_, i) => i + 1);
    input.auctionLinks = ['https://a.pl', 'https://b.pl', 'https://c.pl', 'https://d.pl', 'https://e.pl'];
    expect(validateCompanyBasics(input, user).map((e) => e.field)).toEqual([
      'contact.companyEmail',
      'daughterCompanyIds',
      'auctionLinks',
    ]);
    expect(messagesOf(input)).toContain('Możesz wybrać maksymalnie 10 firm.');
  });

  it('measures the description as plain text (160-1500) and needs gallery photos with a gallery text', () => {
    const input = valid();
    input.description = `<p><strong>${'x'.repeat(159)}</strong></p>`;
    input.gallery = { description: '<p>Nasze realizacje</p>', photos: [] };
    expect(messagesOf(input)).toEqual(['Opis musi zawierać pomiędzy 160 a 1500 znaków', M.galleryPhotosRequired]);
    expect(richTextLength('<p>a&nbsp;b\t</p><p></p>')).toBe(3);
  });

  it('trims and de-duplicates keywords ignoring case', () => {
    expect(normalizeKeywords([' Beton ', 'beton', '', 'ŻELBET', 'żelbet', 'Dach  płaski'])).toEqual([
      'Beton',
      'ŻELBET',
      'Dach płaski',
    ]);
  });

  it('tells home-country from foreign phones', () => {
    expect(phoneError('+48 (22) 123 45 67')).toBeNull();
    expect(phoneError('601 200 300')).toBeNull();
    expect(phoneError('+49 30 1234567')).toBeNull();
    expect(phoneError('60120030')).toBe(M.phoneFormat);
    expect(phoneError('+48 60120030')).toBe(M.phoneFormat);
  });

  it("accepts a home-country number however it is typed and gives it the spec's format", () => {
    expect(phoneError('+48 600 100 200')).toBeNull();
    expect(phoneError('601200300')).toBeNull();
    expect(normalizePhone('+48 600 100 200')).toBe('600 100 200');
    expect(normalizePhone('0048 600-100-200')).toBe('600 100 200');
    expect(normalizePhone('601200300')).toBe('601 200 300');
    expect(normalizePhone('+48 22 123 45 67')).toBe('+48 (22) 123 45 67');
    expect(normalizePhone('(22) 123-45-67')).toBe('+48 (22) 123 45 67');
    expect(normalizePhone(' +48 (22) 123 45 67 ')).toBe('+48 (22) 123 45 67');
    expect(normalizePhone('+49 30 1234567')).toBe('+49 30 1234567');
    expect(normalizePhone('600 100 20')).toBe('600 100 20');
  });

  it('takes the NIP and the turnover as GET basics answers them, so the edit round-trips', () => {
    expect(nipError('1234563218')).toBeNull();
    expect(nipError('123-456-32-18')).toBeNull();
    expect(nipError('1234563219')).toBe(M.invalidNip);
    expect(turnoverError('9.4')).toBeNull();
    expect(turnoverError('9,4')).toBeNull();
    expect(turnoverError('9.45')).toBe(M.turnover);
    expect(turnoverToDecimal('9,4')).toBe('9.4');
    expect(turnoverToDecimal('9.4')).toBe('9.4');
  });
});
