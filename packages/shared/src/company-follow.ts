import { z } from 'zod';
import { pageOf } from './common.js';
import { LIMITS } from './constants.js';
import { text } from './text.js';

/** Follow a company (document 2, sections 2.5, 3, 4, 5). */
export const FOLLOW_NOTE_TOO_LONG = 'Maksymalna długość notatki to 1000 znaków.';

export const followStatusSchema = z.object({ following: z.boolean() }).meta({ id: 'CompanyFollowStatus' });

export const followNotificationsSchema = z
  .object({ tookPartInNewInvestment: z.boolean(), investmentUpdated: z.boolean() })
  .meta({ id: 'FollowNotifications' });
export type FollowNotifications = z.infer<typeof followNotificationsSchema>;

export const followSettingsSchema = z
  .object({ id: z.number().int(), note: text().nullable(), notifications: followNotificationsSchema })
  .meta({ id: 'FollowSettings' });
export type FollowSettings = z.infer<typeof followSettingsSchema>;

/** PATCH body: any part may be left out; an empty note is stored as null. */
export const followSettingsPatchSchema = z.object({
  note: text().max(LIMITS.followNoteMax, { error: FOLLOW_NOTE_TOO_LONG }).nullable().optional(),
  notifications: followNotificationsSchema.partial().optional(),
});
export type FollowSettingsPatch = z.infer<typeof followSettingsPatchSchema>;

/** Notification defaults: on for everyone but subsidised users, who cannot turn them on. */
export const defaultFollowNotifications = (isSubsidized: boolean): FollowNotifications => ({
  tookPartInNewInvestment: !isSubsidized,
  investmentUpdated: !isSubsidized,
});

/** The note rule of the follow dialog, for the browser's live check. */
export const validateFollowNote = (note: string): string | null =>
  note.length > LIMITS.followNoteMax ? FOLLOW_NOTE_TOO_LONG : null;

/** What a followed company did since the user last opened 'Obserwowane firmy'. */
export const followedCompanyChangesSchema = z.object({
  /** investments the company takes part in, added since */
  newInvestments: z.number().int(),
  /** orders the company published for every logged-in user since */
  newOrders: z.number().int(),
  /** the company's published offer changed since */
  offerUpdated: z.boolean(),
});

/** One row of 'Obserwowane firmy' (the user menu): the company, the follow's settings and what changed. */
export const followedCompanySchema = z
  .object({
    company: z.object({ id: z.number().int(), name: text(), city: text().nullable() }),
    settings: followSettingsSchema,
    followedAt: text(),
    changes: followedCompanyChangesSchema,
  })
  .meta({ id: 'FollowedCompany' });
export type FollowedCompany = z.infer<typeof followedCompanySchema>;
export const followedCompanyPageSchema = pageOf(followedCompanySchema).meta({ id: 'FollowedCompanyPage' });

export const followedCompaniesQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

export const FOLLOWED_COMPANIES_TEXTS = {
  title: 'Obserwowane firmy',
  lead: 'Firmy, które obserwujesz, z tym, co zmieniło się od Twojej ostatniej wizyty na tej stronie. Obserwację włączasz na e-wizytówce firmy.',
  empty: 'Nie obserwujesz jeszcze żadnej firmy.',
  findCompanies: 'Wyszukiwarka rekomendowanych firm',
  noChanges: 'Bez zmian od ostatniej wizyty',
  offerUpdated: 'Zmieniona oferta firmy',
  newInvestments: { one: 'nowa inwestycja', few: 'nowe inwestycje', many: 'nowych inwestycji' },
  newOrders: { one: 'nowe zlecenie', few: 'nowe zlecenia', many: 'nowych zleceń' },
  settings: 'Ustawienia',
  followedSince: 'Obserwujesz od',
  note: 'Notatka',
  notifications: 'Powiadomienia',
  notifyNewInvestment: 'udział w nowej inwestycji',
  notifyInvestmentUpdated: 'zmiany w inwestycjach',
  notificationsOff: 'wyłączone',
} as const;
