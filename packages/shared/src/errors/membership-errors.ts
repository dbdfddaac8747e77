import { defineErrors } from './catalogue.js';

/** Errors of company membership (spec 2.8, 6: only the company admin or staff let a person in; codes ours). */
export const MEMBERSHIP_ERRORS = defineErrors({
  MEMBERSHIP_NO_PERMISSION: {
    status: 403,
    message: 'Tylko administrator firmy lub obsługa platformy decyduje o członkostwie w firmie.',
  },
  MEMBERSHIP_REQUEST_NOT_FOUND: { status: 404, message: 'Nie znaleziono prośby o dołączenie do firmy.' },
  MEMBERSHIP_REQUEST_DECIDED: { status: 409, message: 'Ta prośba została już rozpatrzona.' },
  MEMBERSHIP_USER_IN_OTHER_COMPANY: {
    status: 409,
    message: 'Ta osoba należy już do innej firmy.',
  },
});
