import { z } from 'zod';
import type { Service } from './enums.js';
import { text } from './text.js';

/**
 * 'Moja firma' (the user menu): the company's own card in edit-ready form — what the plan includes,
 * what the card still lacks and where each is filled in. The checklist is one pure rule, so the page
 * and its tests read the same list.
 */

/** What a complete e-portfolio has (companies spec 2.1, 2.3: the card's sections), in the page's order. */
export const CARD_PARTS = ['logo', 'description', 'address', 'contact', 'scopes', 'gallery', 'offer'] as const;
export type CardPart = (typeof CARD_PARTS)[number];

export const MY_COMPANY_TEXTS = {
  title: 'Moja firma',
  noCompany: 'Twoje konto nie jest przypisane do żadnej firmy.',
  viewCard: 'Zobacz wizytówkę',
  editCard: 'Edytuj dane firmy',
  editOffer: 'Edytuj ofertę firmy',
  people: 'Konta użytkowników',
  completeness: (percent: number) => `Wizytówka uzupełniona w ${percent}%`,
  complete: 'Wizytówka jest kompletna.',
  missingTitle: 'Czego brakuje na wizytówce',
  doneTitle: 'Uzupełnione',
  planTitle: 'Twój abonament',
  planNone: 'Twoje konto nie ma wykupionych usług.',
  subsidized: 'Konto dotowane: dostęp do zleceń w zakresach branżowych Twojej firmy.',
  offerActive: (until: string) => `Oferta firmy aktywna do ${until}`,
  offerInactive: 'Usługa „Oferta firmy” nie jest aktywna.',
  askAdmin: (email: string) => `Zmiany na wizytówce wprowadza administrator konta firmy: ${email}`,
  fill: 'Uzupełnij',
  partDone: 'uzupełnione',
  partMissing: 'brakuje',
  parts: {
    logo: { label: 'Logo', hint: 'Logo pokazuje się na wizytówce, w wynikach wyszukiwania i na liście ofert.' },
    description: { label: 'Opis firmy', hint: 'Kilka zdań o tym, czym zajmuje się firma i w czym się specjalizuje.' },
    address: { label: 'Adres siedziby', hint: 'Po adresie rekomendujemy firmę do zleceń w okolicy.' },
    contact: { label: 'Dane kontaktowe', hint: 'Firmowy e-mail lub telefon, pod którym inwestorzy złapią firmę.' },
    scopes: {
      label: 'Zakres działalności',
      hint: 'Branże i podsektory, w których firma pracuje: po nich trafia do rekomendacji.',
    },
    gallery: { label: 'Galeria', hint: 'Zdjęcia realizacji firmy.' },
    offer: { label: 'Oferta firmy', hint: 'Opublikowana oferta z osobami kontaktowymi (usługa „Oferta firmy”).' },
  } satisfies Record<CardPart, { label: string; hint: string }>,
} as const;

/** Polish names of the plan's services (the user's available services, spec 3 "User (me)"). */
export const SERVICE_LABELS: Record<Service, string> = {
  INVESTMENT_MAILING: 'Powiadomienia e-mail o nowych inwestycjach',
  INVESTMENT_DETAIL_AND_COMPANY_PREVIEW: 'Szczegóły inwestycji i pełne wizytówki firm',
  INVESTMENT_FILE_EXPORT: 'Eksport inwestycji do pliku',
  INVESTMENT_PREVIEW_ON_MAP: 'Inwestycje na mapie',
  CONSULTANT_OPTION: 'Opieka konsultanta',
  CONSULTANT_OPTION_LIMITATION: 'Pytania do konsultantów',
  COMPANY_CARD: 'E-wizytówka firmy',
  DEMAND: 'Zapotrzebowania',
  PLANNER: 'Planer',
  MANAGER_PANEL: 'Panel managera',
  MANAGER_PANEL_WITHOUT_EXPORT: 'Panel managera (bez eksportu)',
  BANNER: 'Baner reklamowy',
  SPONSORED_ARTICLE: 'Artykuł sponsorowany',
  COMPANY_OFFER_EDIT: 'Edycja oferty firmy',
};

/** What the database says about each part of the card. */
export const cardFactsSchema = z
  .object({
    hasLogo: z.boolean(),
    hasDescription: z.boolean(),
    hasAddress: z.boolean(),
    hasContact: z.boolean(),
    scopes: z.number().int(),
    photos: z.number().int(),
    /** the published offer, when the company has the offer service */
    offerPublished: z.boolean(),
    offerServiceActive: z.boolean(),
  })
  .meta({ id: 'CompanyCardFacts' });
export type CardFacts = z.infer<typeof cardFactsSchema>;

export type CardPartState = { part: CardPart; done: boolean };

/**
 * The card's checklist: every part with whether it is filled; the offer counts only while the company
 * has the offer service (without it there is nothing to fill in).
 */
export const cardChecklist = (facts: CardFacts): CardPartState[] => {
  const done: Record<CardPart, boolean | null> = {
    logo: facts.hasLogo,
    description: facts.hasDescription,
    address: facts.hasAddress,
    contact: facts.hasContact,
    scopes: facts.scopes > 0,
    gallery: facts.photos > 0,
    offer: facts.offerServiceActive ? facts.offerPublished : null,
  };
  return CARD_PARTS.flatMap((part) => (done[part] === null ? [] : [{ part, done: done[part] as boolean }]));
};

/** The share of the checklist that is filled, in whole percent. */
export const cardCompleteness = (checklist: CardPartState[]): number =>
  checklist.length === 0 ? 100 : Math.round((100 * checklist.filter((p) => p.done).length) / checklist.length);

/** GET /companies/mine/card: the caller's company as 'Moja firma' shows it. */
export const myCompanyCardSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    logoUrl: text().nullable(),
    city: text().nullable(),
    subsidized: z.boolean(),
    facts: cardFactsSchema,
    offerServiceExpiresAt: z.iso.datetime({ offset: true }).nullable(),
    investments: z.number().int(),
    users: z.number().int(),
    /** the caller may change the card's data (company admin or staff) */
    canEditCard: z.boolean(),
    /** the caller may edit the offer (its service active and the right granted) */
    canEditOffer: z.boolean(),
    /** whom to ask when the caller may not edit */
    adminEmail: text().nullable(),
  })
  .meta({ id: 'MyCompanyCard' });
export type MyCompanyCard = z.infer<typeof myCompanyCardSchema>;
