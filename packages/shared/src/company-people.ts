import { z } from 'zod';
import { pathIdSchema } from './common.js';
import { text } from './text.js';

/**
 * 'Konta użytkowników' (spec 6: the company admin manages the company's accounts): the company's
 * people, the rights each holds within the company, their deactivation and the admin role.
 *
 * OFFER_EDIT: edits the company's offer (the card's 'Oferta' tab); COMPANY_EDIT: edits the company
 * card; CONVERSATIONS: writes in the order threads on the company's behalf; CONTACT_PERSON: may be
 * named an order's contact person. The company admin holds every right.
 */
export const COMPANY_RIGHTS = ['OFFER_EDIT', 'COMPANY_EDIT', 'CONVERSATIONS', 'CONTACT_PERSON'] as const;
export type CompanyRight = (typeof COMPANY_RIGHTS)[number];
export const companyRightSchema = z.enum(COMPANY_RIGHTS);

/** What a new member holds until the admin changes it: what every member could do before rights. */
export const DEFAULT_COMPANY_RIGHTS = ['CONVERSATIONS', 'CONTACT_PERSON'] as const satisfies readonly CompanyRight[];

/** The subject of a rights check: the company admin holds all of them. */
export type RightsHolder = { companyAdmin: boolean; companyRights: readonly CompanyRight[] };

/** One rule for the server's policies and the browser's controls. */
export const holdsCompanyRight = (holder: RightsHolder, right: CompanyRight): boolean =>
  holder.companyAdmin || holder.companyRights.includes(right);

/** ACTIVE: can log in; INVITED: the activation link is not used yet; DEACTIVATED: by the admin or staff. */
export const COMPANY_PERSON_STATUSES = ['ACTIVE', 'INVITED', 'DEACTIVATED'] as const;
export type CompanyPersonStatus = (typeof COMPANY_PERSON_STATUSES)[number];

export const COMPANY_PEOPLE_TEXTS = {
  rights: {
    OFFER_EDIT: 'Edycja oferty',
    COMPANY_EDIT: 'Edycja danych firmy',
    CONVERSATIONS: 'Konwersacje',
    CONTACT_PERSON: 'Osoba kontaktowa',
  } satisfies Record<CompanyRight, string>,
  rightHints: {
    OFFER_EDIT: 'Może zmieniać ofertę firmy widoczną na jej karcie.',
    COMPANY_EDIT: 'Może zmieniać dane firmy: opis, kontakty, zakresy prac.',
    CONVERSATIONS: 'Może pisać w konwersacjach o zleceniach w imieniu firmy.',
    CONTACT_PERSON: 'Może być wskazana jako osoba kontaktowa zlecenia.',
  } satisfies Record<CompanyRight, string>,
  statuses: {
    ACTIVE: 'Aktywne',
    INVITED: 'Zaproszony',
    DEACTIVATED: 'Dezaktywowane',
  } satisfies Record<CompanyPersonStatus, string>,
  adminHoldsAll: 'Administrator firmy ma wszystkie uprawnienia.',
  noRightWithoutAccess: 'Uprawnienia zmienisz po aktywacji konta.',
  rightsSaved: 'Uprawnienia zostały zapisane.',
  deactivate: 'Dezaktywuj',
  reactivate: 'Aktywuj ponownie',
  deactivateConfirm: (name: string) =>
    `Dezaktywować konto: ${name}? Osoba zostanie od razu wylogowana ze wszystkich urządzeń. Jej wiadomości i notatki pozostaną, podpisane jej imieniem i nazwiskiem.`,
  deactivated: 'Konto zostało dezaktywowane.',
  reactivated: 'Konto zostało ponownie aktywowane.',
  handOver: 'Przekaż rolę administratora',
  handOverConfirm: (name: string) =>
    `Przekazać rolę administratora firmy: ${name}? Ta osoba zarządzi kontami użytkowników, a Ty pozostaniesz członkiem firmy bez roli administratora.`,
  handedOver: 'Rola administratora została przekazana.',
  invite: 'Zaproś osobę',
  inviteTitle: 'Zaproś osobę do firmy',
  inviteHint:
    'Na podany adres wyślemy link do ustawienia hasła. Osoba od razu należy do Twojej firmy i otrzyma domyślne uprawnienia: konwersacje i rola osoby kontaktowej.',
  noPeople: 'Brak osób w firmie.',
  you: 'to Ty',
  contactWithoutRight:
    'Osobą kontaktową zlecenia może być tylko osoba z uprawnieniem „Osoba kontaktowa” nadanym przez administratora firmy.',
  admin: 'Administrator',
} as const;

export const companyPersonSchema = z
  .object({
    id: z.number().int(),
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text().nullable(),
    position: text().nullable(),
    status: z.enum(COMPANY_PERSON_STATUSES),
    companyAdmin: z.boolean(),
    /** the rights the person holds (the admin: all of them) */
    rights: z.array(companyRightSchema),
  })
  .meta({ id: 'CompanyPerson' });
export type CompanyPerson = z.infer<typeof companyPersonSchema>;
export const companyPeopleSchema = z.array(companyPersonSchema).meta({ id: 'CompanyPeople' });

export const companyPersonParamsSchema = z.object({
  companyId: pathIdSchema('Nieprawidłowy identyfikator firmy'),
  userId: pathIdSchema('Nieprawidłowy identyfikator osoby'),
});

/** PUT /companies/{companyId}/people/{userId}/rights: the whole set the person holds from now on. */
export const companyRightsInputSchema = z
  .object({
    rights: z
      .array(companyRightSchema, { error: 'Wybierz uprawnienia' })
      .max(COMPANY_RIGHTS.length)
      .refine((rights) => new Set(rights).size === rights.length, 'Uprawnienia nie mogą się powtarzać'),
  })
  .meta({ id: 'CompanyRightsInput' });
export type CompanyRightsInput = z.infer<typeof companyRightsInputSchema>;

/** PUT /companies/{companyId}/people/{userId}/active: deactivates (false) or reactivates (true). */
export const companyPersonActiveSchema = z
  .object({ active: z.boolean({ error: 'Wybierz, czy konto ma być aktywne' }) })
  .meta({ id: 'CompanyPersonActive' });
export type CompanyPersonActive = z.infer<typeof companyPersonActiveSchema>;
