import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { line, text } from './text.js';
import { isStrongPassword } from './validators.js';

/**
 * A forgotten password and a password change (OWASP ASVS 2.5, 3.3): the texts of the pages and the
 * contract of their calls. The spec names no such pages; their words are ours.
 */
export const ACCOUNT_SECURITY_TEXTS = {
  forgotLink: 'Nie pamiętam hasła',
  forgotTitle: 'Nie pamiętasz hasła?',
  forgotLead: 'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.',
  forgotSubmit: 'Wyślij link',
  /** the same answer whether the address is known or not */
  forgotSent:
    'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła. Link działa jeden raz przez godzinę. Sprawdź też folder spam.',
  backToLogin: 'Wróć do logowania',
  resetTitle: 'Ustaw nowe hasło',
  resetLead: 'Nowe hasło dla konta',
  resetSubmit: 'Ustaw hasło i zaloguj się',
  resetDone: 'Hasło zostało zmienione. Pozostałe sesje Twojego konta zostały zakończone.',
  requestNewLink: 'Poproś o nowy link',
  changeTitle: 'Zmiana hasła',
  currentPassword: 'Obecne hasło',
  newPassword: 'Nowe hasło',
  newPasswordRepeat: 'Powtórz nowe hasło',
  changeSubmit: 'Zmień hasło',
  changeDone: 'Hasło zostało zmienione. Pozostałe sesje Twojego konta zostały zakończone.',
} as const;

/** How long a link from 'Nie pamiętam hasła' works (decision: an hour, once). */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long the link of an e-mail change, sent to the new address, works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

const newPasswordFields = {
  password: text().max(200).refine(isStrongPassword, MESSAGES.passwordTooShort),
  passwordRepeat: text().max(200),
};
const repeatMatches = <T extends { password: string; passwordRepeat: string }>(schema: z.ZodType<T>) =>
  schema.refine((v) => v.password === v.passwordRepeat, {
    message: MESSAGES.passwordsDiffer,
    path: ['passwordRepeat'],
  });

/** A new password typed twice: account activation and a password reset. */
export const newPasswordSchema = repeatMatches(z.object(newPasswordFields)).meta({ id: 'NewPassword' });
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** POST /password-reset: the address to send the link to. */
export const passwordResetRequestSchema = z
  .object({ email: line().trim().max(200, MESSAGES.invalidEmail).toLowerCase().pipe(z.email(MESSAGES.invalidEmail)) })
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetTokenParamsSchema = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Link do zmiany hasła jest nieprawidłowy lub wygasł.' }),
});

/** GET /password-reset/{token}: whose password the link sets (looking does not use it). */
export const passwordResetLinkSchema = z.object({ login: text() }).meta({ id: 'PasswordResetLink' });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** PUT /users/me/password: the current password and the new one, twice. */
export const passwordChangeSchema = repeatMatches(
  z.object({ currentPassword: text().min(1, MESSAGES.passwordRequired).max(200), ...newPasswordFields }),
).meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** One login session of the account ('Moje konto': 'Aktywne sesje'). */
export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    /** the browser and system, e.g. 'Chrome 156 · Linux'; null when the client did not say */
    device: text().nullable(),
    /** the client address of the last use */
    ip: text().nullable(),
    startedAt: text(),
    lastUsedAt: text(),
    /** the session this page is open in */
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema).meta({ id: 'AccountSessionList' });

export const accountSessionParamsSchema = z.object({
  sessionId: z.uuid({ error: 'Nie znaleziono sesji.' }),
});

export const ACCOUNT_SESSION_TEXTS = {
  title: 'Aktywne sesje',
  lead: 'Przeglądarki, w których jesteś zalogowany. Wyloguj sesję, której nie rozpoznajesz, i zmień hasło.',
  current: 'Ta sesja',
  unknownDevice: 'Nieznana przeglądarka',
  startedAt: 'Zalogowano',
  lastUsedAt: 'Ostatnio użyta',
  ip: 'Adres IP',
  endOne: 'Wyloguj',
  endOthers: 'Wyloguj wszystkie pozostałe',
  ended: 'Sesja została zakończona.',
  endedOthers: 'Pozostałe sesje zostały zakończone.',
  none: 'Brak innych aktywnych sesji.',
} as const;
