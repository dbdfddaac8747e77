import { z } from 'zod';
import { attachmentSchema } from './attachments.js';
import { pathIdSchema } from './common.js';
import { text } from './text.js';

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
  // decision: the free tier's card (spec 1), in the words of the 'Oferta' page
  freeTierCard:
    'W wersji bezpłatnej widzisz liczbę i łączną wartość inwestycji firmy. Dane kontaktowe, opis, bilans inwestycji, galerię i ofertę firmy zobaczysz w pełnej wersji.',
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
  .object({ values: z.array(text()), isLink: z.boolean() })
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
    www: text().nullable(),
    facebook: text().nullable(),
    instagram: text().nullable(),
    linkedIn: text().nullable(),
  })
  .meta({ id: 'CompanyContact' });
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const companyAddressSchema = z
  .object({
    street: text().nullable(),
    streetPrefix: text().nullable(),
    streetName: text().nullable(),
    streetNo: text().nullable(),
    apartmentNo: text().nullable(),
    city: text().nullable(),
    province: z.object({ id: z.number().int(), name: text() }).nullable(),
    district: z.object({ id: z.number().int(), name: text() }).nullable(),
    postOffice: text().nullable(),
    zipCode: text().nullable(),
    country: text(),
  })
  .meta({ id: 'CompanyAddress' });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const companyRefSchema = z.object({ id: z.number().int(), name: text() }).meta({ id: 'CompanyRef' });

export const companyScopeSchema = z
  .object({
    kind: z.enum(['INDUSTRY', 'SUBSECTOR']),
    id: z.number().int(),
    name: text(),
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
    name: text(),
    displayName: text(),
    nip: text().nullable(),
    formerName: text().nullable(),
    logo: text().nullable(),
    inBankruptcy: z.boolean(),
    headerMode: z.enum(['AUTHENTICATED', 'UNAUTHENTICATED']),
    canEdit: z.boolean(),
    canEditBasics: z.boolean(),
    isOwnCompany: z.boolean(),
    description: text().nullable().optional(),
    turnover: text().nullable().optional(),
    established: z.number().int().nullable().optional(),
    isProducerOrSupplier: z.boolean().optional(),
    address: companyAddressSchema.optional(),
    contact: companyContactSchema.optional(),
    assistant: z.object({ firstName: text(), lastName: text() }).nullable().optional(),
    gallery: z.object({ description: text().nullable(), photos: z.array(attachmentSchema) }).optional(),
    keywords: z.array(text()).optional(),
    auctionLinks: z.array(text()).optional(),
    parentCompany: companyRefSchema.nullable().optional(),
    daughterCompanies: z.array(companyRefSchema).optional(),
    scopes: z.array(companyScopeSchema).optional(),
    hasIndustryStatistics: z.boolean().optional(),
    /** which offer versions this user can open, so the pages never ask for one that answers 404/403 */
    offer: z.object({ published: z.boolean(), draft: z.boolean() }).optional(),
    /** For those who may edit 'O firmie': the version the form is read at; its PUT sends it back (409 when stale). */
    version: z.number().int().optional(),
    // admins only
    deactivated: z.boolean().optional(),
    adminInfo: text().nullable().optional(),
    otherCompanyConnections: z.array(companyRefSchema).optional(),
  })
  .meta({ id: 'CompanyBasics' });
export type CompanyBasics = z.infer<typeof companyBasicsSchema>;

export const companyBasicsQuerySchema = z.object({
  editMode: z.preprocess((v) => v === '' || v === 'true' || v === true, z.boolean()).optional(),
});

/** Path of the company id; an invalid one answers 400 with the invalid-id text. */
export const companyIdSchema = pathIdSchema(COMPANY_TEXTS.invalidCompanyId);
export const companyIdParamsSchema = z.object({ id: companyIdSchema });
export const companyIdAltParamsSchema = z.object({ companyId: companyIdSchema });
