import { defineErrors } from './catalogue.js';

/** A forgotten password and a password change (codes and texts ours: the spec names no such pages). */
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
});
