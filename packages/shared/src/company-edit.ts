import { z } from 'zod';
import { LIMITS } from './constants.js';

/**
 * PUT /companies/{id}/basics and PUT /companies/{id}/basics/scopes (document 2, section 5). The zod
 * schema fixes the shape only; the rules of the form (with their Polish messages) are in
 * `validateCompanyBasics`, run by the server and mirrored by the browser.
 */
const contactValuesInput = z.object({
  values: z.array(z.string().max(200)).max(LIMITS.unverifiedEmailsMax),
  isLink: z.boolean().default(false),
});
const emptyValues = { values: [], isLink: false };
const text = (max: number) => z.string().max(max).nullable().default(null);

export const STREET_PREFIXES = ['ul.', 'pl.', 'al.', 'os.'] as const;
export const HOME_COUNTRY = 'PL';

export const companyBasicsInputSchema = z.object({
  name: z.string().max(500),
  nip: text(20),
  formerName: text(500),
  /** Uuid of an uploaded COMPANY_LOGO file; null removes the logo; absent keeps it. */
  logo: z.uuid().nullable().optional(),
  description: text(50_000),
  /** Millions PLN with a comma: "12,5". */
  turnover: text(20),
  established: z.number().int().nullable().default(null),
  isProducerOrSupplier: z.boolean().default(false),
  address: z.object({
    streetPrefix: z.enum(STREET_PREFIXES).nullable().default(null),
    streetName: text(200),
    streetNo: text(20),
    apartmentNo: text(20),
    city: text(200),
    provinceId: z.number().int().nullable().default(null),
    districtId: z.number().int().nullable().default(null),
    postOffice: text(200),
    zipCode: text(20),
    country: z.string().length(2).default(HOME_COUNTRY),
  }),
  contact: z.object({
    companyEmail: contactValuesInput.default(emptyValues),
    recommendationEmail: contactValuesInput.default(emptyValues),
    personalEmail: contactValuesInput.default(emptyValues),
    unverifiedEmail: contactValuesInput.default(emptyValues),
    companyPhones: contactValuesInput.default(emptyValues),
    mobilePhone: contactValuesInput.default(emptyValues),
    www: text(500),
    facebook: text(500),
    instagram: text(500),
    linkedIn: text(500),
  }),
  gallery: z
    .object({ description: text(5000), photos: z.array(z.uuid()).max(LIMITS.uploadMaxFilesDefault).default([]) })
    .default({ description: null, photos: [] }),
  keywords: z.array(z.string().max(100)).max(100).default([]),
  auctionLinks: z.array(z.string().max(500)).max(20).default([]),
  parentCompanyId: z.number().int().positive().nullable().default(null),
  daughterCompanyIds: z.array(z.number().int().positive()).max(100).default([]),
  // Admin-only fields: ignored (kept as they are) when a non-admin saves.
  deactivated: z.boolean().optional(),
  inBankruptcy: z.boolean().optional(),
  adminInfo: text(5000).optional(),
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
