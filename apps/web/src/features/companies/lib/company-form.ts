import {
  blank,
  type CompanyBasics,
  type CompanyBasicsInput,
  type FieldError,
  formatNip,
  normalizeKeywords,
  STREET_PREFIXES,
  validateCompanyBasics,
} from '@platform/shared';
import { turnoverToText } from './format';

type ContactKey = keyof CompanyBasicsInput['contact'];
type ValuesKey = Exclude<ContactKey, 'www' | 'facebook' | 'instagram' | 'linkedIn'>;
const VALUE_KEYS: ValuesKey[] = [
  'companyEmail',
  'recommendationEmail',
  'personalEmail',
  'unverifiedEmail',
  'companyPhones',
  'mobilePhone',
];

const prefixOf = (v: string | null): CompanyBasicsInput['address']['streetPrefix'] =>
  (STREET_PREFIXES as readonly string[]).includes(v ?? '')
    ? (v as CompanyBasicsInput['address']['streetPrefix'])
    : null;

/**
 * The card (GET basics?editMode) as the form's values: NIP with dashes, turnover with a comma. The
 * admin-only fields (spec 6) are a non-admin's empty defaults, which the server reads as "keep".
 */
export const basicsToInput = (b: CompanyBasics, isAdmin: boolean): CompanyBasicsInput => {
  const c = b.contact;
  const values = (key: ValuesKey) => ({ values: c?.[key]?.values ?? [], isLink: c?.[key]?.isLink ?? false });
  return {
    name: b.name,
    nip: b.nip && /^\d{10}$/.test(b.nip) ? formatNip(b.nip) : b.nip,
    formerName: b.formerName,
    description: b.description ?? null,
    turnover: turnoverToText(b.turnover) || null,
    established: b.established ?? null,
    isProducerOrSupplier: b.isProducerOrSupplier ?? false,
    address: {
      streetPrefix: prefixOf(b.address?.streetPrefix ?? null),
      streetName: b.address?.streetName ?? null,
      streetNo: b.address?.streetNo ?? null,
      apartmentNo: b.address?.apartmentNo ?? null,
      city: b.address?.city ?? null,
      provinceId: b.address?.province?.id ?? null,
      districtId: b.address?.district?.id ?? null,
      postOffice: b.address?.postOffice ?? null,
      zipCode: b.address?.zipCode ?? null,
      country: b.address?.country ?? 'PL',
    },
    contact: {
      ...(Object.fromEntries(VALUE_KEYS.map((k) => [k, values(k)])) as Pick<CompanyBasicsInput['contact'], ValuesKey>),
      www: c?.www ?? null,
      facebook: c?.facebook ?? null,
      instagram: c?.instagram ?? null,
      linkedIn: c?.linkedIn ?? null,
    },
    gallery: isAdmin
      ? { description: b.gallery?.description ?? null, photos: b.gallery?.photos.map((p) => p.uuid) ?? [] }
      : { description: null, photos: [] },
    keywords: b.keywords ?? [],
    auctionLinks: isAdmin ? (b.auctionLinks ?? []) : [],
    parentCompanyId: b.parentCompany?.id ?? null,
    daughterCompanyIds: b.daughterCompanies?.map((d) => d.id) ?? [],
    // the version the form is read at (answered to editors): a save after another tab's is refused
    version: b.version ?? 1,
    ...(isAdmin
      ? {
          deactivated: b.deactivated ?? false,
          inBankruptcy: b.inBankruptcy,
          adminInfo: b.adminInfo ?? null,
          otherCompanyConnectionIds: b.otherCompanyConnections?.map((o) => o.id) ?? [],
        }
      : {}),
  };
};

/** One empty entry is an untouched list, not an entry to fill. */
const dropLoneBlank = (values: string[]) => (values.length === 1 && values[0] === '' ? [] : values);

const clean = (v: string | null | undefined): string | null => (blank(v) ? null : v.trim());

/**
 * What is validated and sent: texts trimmed, empty optional texts as null, a lone empty contact entry
 * dropped, keywords trimmed and de-duplicated ignoring case.
 */
export const prepareInput = (input: CompanyBasicsInput): CompanyBasicsInput => {
  const contact = { ...input.contact };
  for (const key of VALUE_KEYS) {
    const values = contact[key].values.map((v) => v.trim());
    contact[key] = { ...contact[key], values: dropLoneBlank(values) };
  }
  for (const key of ['www', 'facebook', 'instagram', 'linkedIn'] as const) contact[key] = clean(contact[key]);
  const a = input.address;
  return {
    ...input,
    name: input.name.trim(),
    nip: clean(input.nip),
    formerName: clean(input.formerName),
    description: clean(input.description),
    turnover: clean(input.turnover),
    address: {
      ...a,
      streetName: clean(a.streetName),
      streetNo: clean(a.streetNo),
      apartmentNo: clean(a.apartmentNo),
      city: clean(a.city),
      postOffice: clean(a.postOffice),
      zipCode: clean(a.zipCode),
    },
    contact,
    gallery: { ...input.gallery, description: clean(input.gallery.description) },
    keywords: normalizeKeywords(input.keywords),
    auctionLinks: dropLoneBlank(input.auctionLinks.map((l) => l.trim())),
    ...(input.adminInfo !== undefined ? { adminInfo: clean(input.adminInfo) } : {}),
  };
};

/** The form's rules (shared with the server) on the prepared values. */
export const validateForm = (input: CompanyBasicsInput, isAdmin: boolean): FieldError[] =>
  validateCompanyBasics(prepareInput(input), { isAdmin, currentYear: new Date().getFullYear() });

/** The first message per field path ('address.city', 'contact.companyEmail.1', ...). */
export const errorsByField = (errors: FieldError[]): Record<string, string> => {
  const map: Record<string, string> = {};
  for (const e of errors) map[e.field] ??= e.message;
  return map;
};

export const sameValues = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
