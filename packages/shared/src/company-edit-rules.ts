import { HOME_COUNTRY } from './company-edit.js';
import { LIMITS } from './constants.js';
import {
  hasValidNipChecksum,
  isEmail,
  isForeignPhone,
  isNipFormatted,
  isPolishPhone,
  isWebsite,
  isZipCode,
  normalizePhone,
} from './validators.js';

/** Messages of the company edit form (document 2, section 5); "(decyzja)" texts are ours, the spec shows none. */
export const COMPANY_EDIT_MESSAGES = {
  required: 'To pole jest wymagane',
  nameRequired: 'Nazwa firmy jest wymagana',
  lettersOnly: (what: 'miasta' | 'województwa' | 'powiatu' | 'poczty') =>
    `Nazwa ${what} może zawierać: małe i duże litery, myślnik, kropkę`,
  houseNumber: 'Numer może zawierać: litery, cyfry, ukośnik, myślnik, kropkę', // decision
  invalidZip: 'Kod pocztowy jest niepoprawny',
  invalidEmail: 'Adres e-mail jest niepoprawny',
  tooManyValues: (max: number) => `Możesz podać maksymalnie ${max} wartości.`, // decision
  phoneFormat: 'Numer telefonu powinien mieć format +48 (00) 000 00 00 lub 000 000 000',
  foreignPhone: 'Numer telefonu nie może zawierać liter', // decision
  fillOrRemove: 'Uzupełnij lub usuń pole',
  invalidLink: 'Link jest niepoprawny',
  linkDomain: (domain: string) => `Adres powinien zawierać ${domain}`,
  established: 'Rok założenia jest nieprawidłowy',
  invalidNip: 'NIP jest niepoprawny',
  turnover: 'Obrót musi być liczbą nie mniejszą od 0 z jednym miejscem po przecinku', // decision
  description: 'Opis musi zawierać pomiędzy 160 a 1500 znaków',
  galleryPhotosRequired: 'Dodaj zdjęcia do galerii', // decision
  daughtersMax: 'Możesz wybrać maksymalnie 10 firm.',
  auctionLinksMax: 'Możesz dodać maksymalnie 4 linki.', // decision
  formInvalid: 'Błąd! Uzupełnij formularz poprawnie',
} as const;

export type FieldError = { field: string; message: string };

const LETTERS = /^[\p{L}][\p{L}\s.-]*$/u;
const HOUSE_NUMBER = /^[\p{L}\d/.-]+$/u;
// A comma as the form writes it ('12,5', spec 5) or the stored decimal point GET basics answers ('12.5'):
// the edit's own GET output must pass its PUT.
const TURNOVER = /^\d{1,12}([,.]\d)?$/;
const SOCIAL_DOMAINS = { facebook: 'facebook.com', instagram: 'instagram.com', linkedIn: 'linkedin.com' } as const;

/** Plain-text length of rich text: tags dropped, entities decoded, tabs and non-breaking spaces as spaces. */
export const richTextToPlain = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\t\u00a0]/g, ' ')
    .trim();
export const richTextLength = (html: string): number => [...richTextToPlain(html)].length;

/** Keywords trimmed, empty ones dropped, de-duplicated ignoring case (the first spelling wins). */
export const normalizeKeywords = (keywords: readonly string[]): string[] => {
  const seen = new Set<string>();
  return keywords
    .map((k) => k.trim().replace(/\s+/g, ' '))
    .filter((k) => {
      const key = k.toLocaleLowerCase('pl');
      if (!k || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** Changing the country clears city, province and district (spec 4). */
export const clearAddressOnCountryChange = <
  A extends { city: string | null; provinceId: number | null; districtId: number | null },
>(
  address: A,
): A => ({ ...address, city: null, provinceId: null, districtId: null });

/**
 * The phone rule: a number starting with + other than +48 is foreign (no letters), others use the home
 * formats, judged as they will be stored ('+48 600 100 200' is kept as '600 100 200', `normalizePhone`).
 */
export const phoneError = (value: string): string | null => {
  const v = value.trim();
  if (v.startsWith('+') && !v.startsWith('+48')) return isForeignPhone(v) ? null : COMPANY_EDIT_MESSAGES.foreignPhone;
  return isPolishPhone(normalizePhone(v)) ? null : COMPANY_EDIT_MESSAGES.phoneFormat;
};

type ValuesCheck = { values: string[]; max: number; required: boolean; check: (v: string) => string | null };

/** Multi-value fields (e-mails, phones): the count limit, required, "fill or remove" for empty entries among several. */
export const checkValues = (field: string, { values, max, required, check }: ValuesCheck, errors: FieldError[]) => {
  if (values.length > max) errors.push({ field, message: COMPANY_EDIT_MESSAGES.tooManyValues(max) });
  const filled = values.filter((v) => !blank(v));
  if (required && filled.length === 0) errors.push({ field, message: COMPANY_EDIT_MESSAGES.required });
  values.forEach((v, i) => {
    if (blank(v)) {
      if (values.length > 1) errors.push({ field: `${field}.${i}`, message: COMPANY_EDIT_MESSAGES.fillOrRemove });
      return;
    }
    const message = check(v);
    if (message) errors.push({ field: `${field}.${i}`, message });
  });
};

export const emailError = (v: string) => (isEmail(v) ? null : COMPANY_EDIT_MESSAGES.invalidEmail);
/**
 * NIP as the form masks it (000-000-00-00, spec 5) or as stored and answered by GET basics (ten digits):
 * the edit's own GET output must pass its PUT; the save stores the digits either way.
 */
export const nipError = (v: string) =>
  (isNipFormatted(v.trim()) || /^\d{10}$/.test(v.trim())) && hasValidNipChecksum(v)
    ? null
    : COMPANY_EDIT_MESSAGES.invalidNip;
export const websiteError = (v: string) => (isWebsite(v) ? null : COMPANY_EDIT_MESSAGES.invalidLink);
export const socialLinkError = (v: string, domain: string) =>
  websiteError(v) ?? (v.toLowerCase().includes(domain) ? null : COMPANY_EDIT_MESSAGES.linkDomain(domain));
export const zipError = (v: string, country: string) =>
  country !== HOME_COUNTRY || isZipCode(v) ? null : COMPANY_EDIT_MESSAGES.invalidZip;
export const lettersError = (v: string, what: 'miasta' | 'województwa' | 'powiatu' | 'poczty') =>
  LETTERS.test(v.trim()) ? null : COMPANY_EDIT_MESSAGES.lettersOnly(what);
export const houseNumberError = (v: string) => (HOUSE_NUMBER.test(v.trim()) ? null : COMPANY_EDIT_MESSAGES.houseNumber);
export const turnoverError = (v: string) => (TURNOVER.test(v.trim()) ? null : COMPANY_EDIT_MESSAGES.turnover);
/** "12,5" (or "12.5") -> "12.5" for storage (after turnoverError passed). */
export const turnoverToDecimal = (v: string): string => v.trim().replace(',', '.');
export const establishedError = (year: number, currentYear: number) =>
  year >= 1500 && year <= currentYear ? null : COMPANY_EDIT_MESSAGES.established;
export const descriptionError = (html: string) => {
  const length = richTextLength(html);
  return length >= LIMITS.companyDescriptionMin && length <= LIMITS.companyDescriptionMax
    ? null
    : COMPANY_EDIT_MESSAGES.description;
};

export const blank = (v: string | null | undefined): v is null | undefined | '' => !v || v.trim() === '';
export type CompanyEditContext = { isAdmin: boolean; currentYear: number };
export { SOCIAL_DOMAINS };
