import { z } from 'zod';
import { LIMITS } from './constants.js';
import { text } from './text.js';

/**
 * PUT /companies/{id}/basics and PUT /companies/{id}/basics/scopes (document 2, section 5). The zod
 * schema fixes the shape only; the rules of the form (with their Polish messages) are in
 * `validateCompanyBasics`, run by the server and mirrored by the browser.
 */
const contactValuesInput = z.object({
  values: z.array(text().max(200)).max(LIMITS.unverifiedEmailsMax),
  isLink: z.boolean().default(false),
});
const emptyValues = { values: [], isLink: false };
const optionalText = (max: number) => text().max(max).nullable().default(null);

export const STREET_PREFIXES = ['ul.', 'pl.', 'al.', 'os.'] as const;
export const HOME_COUNTRY = 'PL';

export const companyBasicsInputSchema = z.object({
  name: text().max(500),
  nip: optionalText(20),
  formerName: optionalText(500),
  /** Uuid of an uploaded COMPANY_LOGO file; null removes the logo; absent keeps it. */
  logo: z.uuid().nullable().optional(),
  description: optionalText(50_000),
  /** Millions PLN with a comma: "12,5". */
  turnover: optionalText(20),
  established: z.number().int().nullable().default(null),
  isProducerOrSupplier: z.boolean().default(false),
  address: z.object({
    streetPrefix: z.enum(STREET_PREFIXES).nullable().default(null),
    streetName: optionalText(200),
    streetNo: optionalText(20),
    apartmentNo: optionalText(20),
    city: optionalText(200),
    provinceId: z.number().int().nullable().default(null),
    districtId: z.number().int().nullable().default(null),
    postOffice: optionalText(200),
    zipCode: optionalText(20),
    country: text().length(2).default(HOME_COUNTRY),
  }),
  contact: z.object({
    companyEmail: contactValuesInput.default(emptyValues),
    recommendationEmail: contactValuesInput.default(emptyValues),
    personalEmail: contactValuesInput.default(emptyValues),
    unverifiedEmail: contactValuesInput.default(emptyValues),
    companyPhones: contactValuesInput.default(emptyValues),
    mobilePhone: contactValuesInput.default(emptyValues),
    www: optionalText(500),
    facebook: optionalText(500),
    instagram: optionalText(500),
    linkedIn: optionalText(500),
  }),
  gallery: z
    .object({
      description: optionalText(5000),
      photos: z.array(z.uuid()).max(LIMITS.uploadMaxFilesDefault).default([]),
    })
    .default({ description: null, photos: [] }),
  keywords: z.array(text().max(100)).max(100).default([]),
  auctionLinks: z.array(text().max(500)).max(20).default([]),
  parentCompanyId: z.number().int().positive().nullable().default(null),
  daughterCompanyIds: z.array(z.number().int().positive()).max(100).default([]),
  // Admin-only fields: ignored (kept as they are) when a non-admin saves.
  deactivated: z.boolean().optional(),
  inBankruptcy: z.boolean().optional(),
  adminInfo: optionalText(5000).optional(),
  otherCompanyConnectionIds: z.array(z.number().int().positive()).max(100).optional(),
});
export type CompanyBasicsInput = z.infer<typeof companyBasicsInputSchema>;

const scopeFlags = {
  isSupply: z.boolean().default(false),
  isService: z.boolean().default(false),
  isSupplyAndService: z.boolean().default(false),
};

/** Scopes: industries and subsectors, each with the supply / service flags. */
export const companyScopesInputSchema = z.object({
  industries: z
    .array(z.object({ id: z.number().int().positive(), ...scopeFlags }))
    .max(300)
    .default([]),
  subsectors: z
    .array(z.object({ id: z.number().int().positive(), ...scopeFlags }))
    .max(300)
    .default([]),
});
export type CompanyScopesInput = z.infer<typeof companyScopesInputSchema>;
