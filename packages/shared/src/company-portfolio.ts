import { z } from 'zod';
import { attachmentSchema } from './attachments.js';

/**
 * Company e-portfolio contract (document 2, sections 2.1, 3, 4, 8): the company card and the texts
 * its screens show. Its error codes are in errors/company-errors.ts.
 */

/** Texts of the card, the follow dialog and the offer (exactly as the spec writes them). */
export const COMPANY_TEXTS = {
  invalidCompanyId: 'Wystąpił błąd. Nieprawidłowy ID firmy.',
  inBankruptcy: 'W UPADŁOŚCI',
  formerName: (name: string) => `(dawniej: ${name})`,
  assistant: (name: string) => `Opiekun firmy: ${name}`,
  assistantUnknown: 'nieznany',
  follow: 'Obserwuj',
  following: 'Obserwujesz',
  followingTooltip: 'Kliknij, aby zmienić ustawienia obserwowania lub przestać obserwować.',
  unfollow: 'Przestań obserwować',
  copyLink: 'Kopiuj link',
  share: 'Udostępnij',
  edit: 'Edytuj',
  connections: 'Powiązania firm na inwestycjach',
  subscriptionOnly: 'Usługa dostępna tylko w abonamencie',
  showContact: 'Pokaż kontakt',
  hideContact: 'Ukryj kontakt',
  companyPhone: 'Telefon firmowy',
  companyEmail: 'E-mail firmowy',
  showLink: 'Pokaż',
  gallery: (name: string) => `Oferta firmy ${name}`,
  valueHint:
    'Wartość jest orientacyjnym, łącznym szacunkiem wszystkich prac budowlanych, projektowych i dostaw realizowanych przez firmy zaangażowane w inwestycje.',
  tabs: {
    industries: 'Branże',
    sectors: 'Sektory i podsektory',
    districts: 'Lokalizacja',
    statuses: 'Status inwestycji',
    types: 'Typ',
  },
  dataSaved: 'Dane firmy zostały zapisane',
  changesSaved: 'Zapisano zmiany',
  noteUpdateFailed: 'Nie udało się zaktualizować notatki.',
  saveChangesQuestion: 'Zapisać zmiany?',
  yes: 'Tak',
  no: 'Nie',
  gusFailed: 'Wystąpił błąd podczas pobierania danych GUS',
  companiesNotFound: 'Nie znaleziono firm',
  usersNotFound: 'Nie znaleziono użytkowników',
} as const;

/** Display name: name, else NIP, else former name, else the id (spec 2.1). */
export const companyDisplayName = (company: {
  id: number;
  name?: string | null;
  nip?: string | null;
  formerName?: string | null;
}): string => company.name?.trim() || company.nip?.trim() || company.formerName?.trim() || String(company.id);

export const contactValuesSchema = z
  .object({ values: z.array(z.string()), isLink: z.boolean() })
  .meta({ id: 'CompanyContactValues' });
export type ContactValues = z.infer<typeof contactValuesSchema>;

/**
 * Contact of spec 3. Visitors get none of it; logged-in users get the public part (company e-mails and
 * phones, links); the company's own editors also get the recommendation e-mail; only admins get the
 * personal, unverified and mobile fields. Fields a viewer may not see are left out.
 */
export const companyContactSchema = z
  .object({
    companyEmail: contactValuesSchema,
    recommendationEmail: contactValuesSchema.optional(),
    personalEmail: contactValuesSchema.optional(),
    unverifiedEmail: contactValuesSchema.optional(),
    companyPhones: contactValuesSchema,
    mobilePhone: contactValuesSchema.optional(),
    www: z.string().nullable(),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    linkedIn: z.string().nullable(),
  })
  .meta({ id: 'CompanyContact' });
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const companyAddressSchema = z
  .object({
    street: z.string().nullable(),
    streetPrefix: z.string().nullable(),
    streetName: z.string().nullable(),
    streetNo: z.string().nullable(),
    apartmentNo: z.string().nullable(),
    city: z.string().nullable(),
    province: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    district: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    postOffice: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string(),
  })
  .meta({ id: 'CompanyAddress' });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'CompanyRef' });

export const companyScopeSchema = z
  .object({
    kind: z.enum(['INDUSTRY', 'SUBSECTOR']),
    id: z.number().int(),
    name: z.string(),
    isSupply: z.boolean(),
    isService: z.boolean(),
    isSupplyAndService: z.boolean(),
  })
  .meta({ id: 'CompanyScope' });
export type CompanyScope = z.infer<typeof companyScopeSchema>;

/**
 * GET /companies/{id}/basics. Visitors (no login) get only the header fields: every optional field is
 * then absent. `canEdit` is the offer/card edit right of spec 6, `canEditBasics` the right to save the
 * about data (admins and the company's own companyAdmin users).
 */
export const companyBasicsSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    displayName: z.string(),
    nip: z.string().nullable(),
    formerName: z.string().nullable(),
    logo: z.string().nullable(),
    inBankruptcy: z.boolean(),
    headerMode: z.enum(['AUTHENTICATED', 'UNAUTHENTICATED']),
    canEdit: z.boolean(),
    canEditBasics: z.boolean(),
    isOwnCompany: z.boolean(),
    description: z.string().nullable().optional(),
    turnover: z.string().nullable().optional(),
    established: z.number().int().nullable().optional(),
    isProducerOrSupplier: z.boolean().optional(),
    address: companyAddressSchema.optional(),
    contact: companyContactSchema.optional(),
    assistant: z.object({ firstName: z.string(), lastName: z.string() }).nullable().optional(),
    gallery: z.object({ description: z.string().nullable(), photos: z.array(attachmentSchema) }).optional(),
    keywords: z.array(z.string()).optional(),
    auctionLinks: z.array(z.string()).optional(),
    parentCompany: companyRefSchema.nullable().optional(),
    daughterCompanies: z.array(companyRefSchema).optional(),
    scopes: z.array(companyScopeSchema).optional(),
    hasIndustryStatistics: z.boolean().optional(),
    /** which offer versions this user can open, so the pages never ask for one that answers 404/403 */
    offer: z.object({ published: z.boolean(), draft: z.boolean() }).optional(),
    // admins only
    deactivated: z.boolean().optional(),
    adminInfo: z.string().nullable().optional(),
    otherCompanyConnections: z.array(companyRefSchema).optional(),
  })
  .meta({ id: 'CompanyBasics' });
export type CompanyBasics = z.infer<typeof companyBasicsSchema>;

export const companyBasicsQuerySchema = z.object({
  editMode: z.preprocess((v) => v === '' || v === 'true' || v === true, z.boolean()).optional(),
});

/** Path of the company id; an invalid one answers 400 with the invalid-id text. */
const invalidId = { error: 'Wystąpił błąd. Nieprawidłowy ID firmy.' };
export const companyIdSchema = z.coerce
  .number(invalidId)
  .int(invalidId)
  .positive(invalidId)
  .max(2_147_483_647, invalidId);
export const companyIdParamsSchema = z.object({ id: companyIdSchema });
export const companyIdAltParamsSchema = z.object({ companyId: companyIdSchema });
