import { EMAIL_CHANGE_TEXTS } from '../account-profile.js';
import { defineErrors } from './catalogue.js';

/** A forgotten password, a password change and an e-mail change (codes and texts ours: the spec names no such pages). */
export const ACCOUNT_ERRORS = defineErrors({
  PASSWORD_RESET_LINK_INVALID: {
    status: 400,
    message: 'Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
  },
  PASSWORD_RESET_LIMIT_EXCEEDED: {
    status: 429,
    message: 'Wysłano zbyt wiele próśb o zmianę hasła. Spróbuj ponownie później.',
  },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Obecne hasło jest nieprawidłowe.' },
  SESSION_NOT_FOUND: { status: 404, message: 'Nie znaleziono sesji.' },
  EMAIL_CHANGE_SAME: { status: 400, message: 'To jest obecny adres e-mail Twojego konta.' },
  EMAIL_CHANGE_LINK_INVALID: { status: 400, message: EMAIL_CHANGE_TEXTS.linkInvalid },
  EMAIL_CHANGE_LIMIT_EXCEEDED: {
    status: 429,
    message: 'Wysłano zbyt wiele próśb o zmianę adresu e-mail. Spróbuj ponownie później.',
  },
});
