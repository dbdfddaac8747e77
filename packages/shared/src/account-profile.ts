import { z } from 'zod';
import { requiredText } from './auth.js';
import { MESSAGES } from './messages.js';
import { line, text } from './text.js';
import { isInvitePhone, normalizePhone } from './validators.js';

/** 'Moje konto' → 'Dane konta': the texts of the form (spec 6 "Moje konto"). */
export const ACCOUNT_PROFILE_TEXTS = {
  title: 'Dane konta',
  edit: 'Zmień dane',
  save: 'Zapisz dane',
  cancel: 'Anuluj',
  saved: 'Zapisano zmiany',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  position: 'Stanowisko',
  positionHint: 'Wybierz z listy lub wpisz własne',
  phone: 'Telefon',
  phoneHint: 'np. 600 100 200 lub +48 22 123 45 67',
  positionTooLong: 'Stanowisko może mieć najwyżej 100 znaków',
} as const;

/**
 * An optional phone as people type it ('+48 600 100 200', '0048 600-100-200') stored in the spec's
 * format ('600 100 200', '+48 (22) 123 45 67'); an empty field clears it.
 */
const optionalPhone = line()
  .trim()
  .max(30, MESSAGES.phoneDigits)
  .transform((value) => (value === '' ? null : normalizePhone(value)))
  .refine((value) => value === null || isInvitePhone(value), MESSAGES.phoneDigits);

/** GET /users/me/profile (and the answer of its PUT): the person's own data as stored. */
export const accountProfileSchema = z
  .object({ firstName: text(), lastName: text(), position: text().nullable(), phone: text().nullable() })
  .meta({ id: 'AccountProfile' });
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PUT /users/me/profile: the name, position and phone (the login and e-mail are not changed here). */
export const accountProfileUpdateSchema = z
  .object({
    firstName: requiredText(MESSAGES.firstNameRequired),
    lastName: requiredText(MESSAGES.lastNameRequired),
    /** One of the reference positions or the person's own words (older accounts hold free text). */
    position: line()
      .trim()
      .max(100, ACCOUNT_PROFILE_TEXTS.positionTooLong)
      .transform((value) => (value === '' ? null : value)),
    phone: optionalPhone,
  })
  .meta({ id: 'AccountProfileUpdate' });
export type AccountProfileUpdate = z.input<typeof accountProfileUpdateSchema>;

/** 'Zmień adres e-mail' (ASVS 2.5: a new address is confirmed from itself; the old one is told). */
export const EMAIL_CHANGE_TEXTS = {
  open: 'Zmień adres e-mail',
  title: 'Zmiana adresu e-mail',
  lead: 'Na nowy adres wyślemy link. Adres konta zmieni się, gdy klikniesz w ten link.',
  newEmail: 'Nowy adres e-mail',
  currentPassword: 'Obecne hasło',
  submit: 'Wyślij link',
  cancel: 'Anuluj',
  sent: (email: string) =>
    `Wysłaliśmy link na adres ${email}. Adres konta zmieni się, gdy klikniesz w ten link (jest ważny 24 godziny).`,
  confirmTitle: 'Nowy adres e-mail',
  confirmLead: (email: string) => `Potwierdź, że ${email} ma być adresem e-mail Twojego konta.`,
  confirmSubmit: 'Potwierdź nowy adres',
  confirmed: (email: string) => `Adres e-mail Twojego konta to teraz ${email}.`,
  toAccount: 'Przejdź do „Moje konto”',
  linkInvalid: 'Link potwierdzający nowy adres e-mail jest nieprawidłowy, wygasł lub został już użyty.',
} as const;

/** PUT /users/me/email: the new address and, as for a password change, the current password. */
export const emailChangeRequestSchema = z
  .object({
    email: line().trim().toLowerCase().pipe(z.email(MESSAGES.invalidEmail)),
    currentPassword: line().min(1, MESSAGES.required).max(200),
  })
  .meta({ id: 'EmailChangeRequest' });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The address a link sets (looking does not use it) and, after the confirmation, the account's address. */
export const emailChangeSchema = z.object({ email: text() }).meta({ id: 'EmailChange' });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** The link's token (a signed one, longer than a path parameter may be: it travels in the query or the body). */
// no component id: a query string schema must stay inline in the OpenAPI document
export const emailChangeTokenSchema = z.object({
  token: line().min(1, EMAIL_CHANGE_TEXTS.linkInvalid).max(2000, EMAIL_CHANGE_TEXTS.linkInvalid),
});
export type EmailChangeToken = z.infer<typeof emailChangeTokenSchema>;
