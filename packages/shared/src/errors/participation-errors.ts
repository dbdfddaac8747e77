import { defineErrors } from './catalogue.js';

/** Errors of the admin's 'Inwestycje' dialog of a company (codes ours). */
export const PARTICIPATION_ERRORS = defineErrors({
  PARTICIPATION_NOT_FOUND: { status: 404, message: 'Nie znaleziono udziału firmy w tej inwestycji w tej branży.' },
  PARTICIPATION_EXISTS: {
    status: 409,
    message: 'Firma ma już udział w tej inwestycji w tej branży. Zmień istniejący udział.',
  },
});
