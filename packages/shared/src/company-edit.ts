import { z } from 'zod';
import { idSchema } from './common.js';
import { LIMITS } from './constants.js';
import { line, text } from './text.js';
import { editVersionSchema } from './write-safety.js';

/**
 * PUT /companies/{id}/basics and PUT /companies/{id}/basics/scopes (document 2, section 5). The zod
 * schema fixes the shape only; the rules of the form (with their Polish messages) are in
 * `validateCompanyBasics`, run by the server and mirrored by the browser.
 */
const contactValuesInput = z.object({
  values: z.array(line().max(200)).max(LIMITS.unverifiedEmailsMax),
  isLink: z.boolean().default(false),
});
const emptyValues = { values: [], isLink: false };
const optionalText = (max: number) => text().max(max).nullable().default(null);
/** Names, numbers, addresses and links: one line each (they reach e-mails and the card's header). */
const optionalLine = (max: number) => line().max(max).nullable().default(null);

export const STREET_PREFIXES = ['ul.', 'pl.', 'al.', 'os.'] as const;
export const HOME_COUNTRY = 'PL';

export const companyBasicsInputSchema = z.object({
  name: line().max(500),
  nip: optionalLine(20),
  formerName: optionalLine(500),
  /** Uuid of an uploaded COMPANY_LOGO file; null removes the logo; absent keeps it. */
  logo: z.uuid().nullable().optional(),
  description: optionalText(50_000),
  /** Millions PLN with a comma: "12,5". */
  turnover: optionalLine(20),
  established: z.number().int().nullable().default(null),
  isProducerOrSupplier: z.boolean().default(false),
  address: z.object({
    streetPrefix: z.enum(STREET_PREFIXES).nullable().default(null),
    streetName: optionalLine(200),
    streetNo: optionalLine(20),
    apartmentNo: optionalLine(20),
    city: optionalLine(200),
    provinceId: z.number().int().nullable().default(null),
    districtId: z.number().int().nullable().default(null),
    postOffice: optionalLine(200),
    zipCode: optionalLine(20),
    country: line().length(2).default(HOME_COUNTRY),
  }),
  contact: z.object({
    companyEmail: contactValuesInput.default(emptyValues),
    recommendationEmail: contactValuesInput.default(emptyValues),
    personalEmail: contactValuesInput.default(emptyValues),
    unverifiedEmail: contactValuesInput.default(emptyValues),
    companyPhones: contactValuesInput.default(emptyValues),
    mobilePhone: contactValuesInput.default(emptyValues),
    www: optionalLine(500),
    facebook: optionalLine(500),
    instagram: optionalLine(500),
    linkedIn: optionalLine(500),
  }),
  gallery: z
    .object({
      description: optionalText(5000),
      photos: z.array(z.uuid()).max(LIMITS.uploadMaxFilesDefault).default([]),
    })
    .default({ description: null, photos: [] }),
  keywords: z.array(line().max(100)).max(100).default([]),
  auctionLinks: z.array(line().max(500)).max(20).default([]),
  parentCompanyId: idSchema.nullable().default(null),
  daughterCompanyIds: z.array(idSchema).max(100).default([]),
  // Admin-only fields (COMPANY_ADMIN_ONLY_FIELDS): staff set them; anyone else leaves them out.
  deactivated: z.boolean().optional(),
  inBankruptcy: z.boolean().optional(),
  adminInfo: optionalText(5000).optional(),
  otherCompanyConnectionIds: z.array(idSchema).max(100).optional(),
  /** The version the form was read at (GET basics answers it): a save after another one is refused. */
  version: editVersionSchema,
});
export type CompanyBasicsInput = z.infer<typeof companyBasicsInputSchema>;

/**
 * The fields of the company edit only platform admins set (document 2, section 6: the admin's extra
 * controls: deactivated and bankruptcy flags, admin info, gallery, personal e-mail, other connections,
 * auction links, mobile phone; the unverified e-mails are shown to admins only too), with the labels of
 * the form. Anyone else leaves them out (or sends them empty, as the body's defaults do, or unchanged):
 * a changed value is refused, not dropped without a word.
 */
export const COMPANY_ADMIN_ONLY_FIELDS = {
  deactivated: 'Wizytówka dezaktywowana',
  inBankruptcy: 'W upadłości',
  adminInfo: 'Informacje administracyjne',
  otherCompanyConnectionIds: 'Inne powiązania firm',
  gallery: 'Galeria',
  auctionLinks: 'Linki do aukcji',
  'contact.personalEmail': 'E-mail osobisty',
  'contact.unverifiedEmail': 'E-maile niezweryfikowane',
  'contact.mobilePhone': 'Telefon komórkowy',
} as const;
export type CompanyAdminOnlyField = keyof typeof COMPANY_ADMIN_ONLY_FIELDS;

const scopeFlags = {
  isSupply: z.boolean().default(false),
  isService: z.boolean().default(false),
  isSupplyAndService: z.boolean().default(false),
};

/** Scopes: industries and subsectors, each with the supply / service flags. */
export const companyScopesInputSchema = z.object({
  industries: z
    .array(z.object({ id: idSchema, ...scopeFlags }))
    .max(300)
    .default([]),
  subsectors: z
    .array(z.object({ id: idSchema, ...scopeFlags }))
    .max(300)
    .default([]),
});
export type CompanyScopesInput = z.infer<typeof companyScopesInputSchema>;
