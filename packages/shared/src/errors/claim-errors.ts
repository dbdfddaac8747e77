import { defineErrors } from './catalogue.js';

/** Errors of a company's declarations ('Brałem udział', 'Zgłoś zakresy branżowe'; codes ours). */
export const CLAIM_ERRORS = defineErrors({
  CLAIM_NO_COMPANY: { status: 403, message: 'Zgłoszenia składa firma: Twoje konto nie należy do żadnej firmy.' },
  CLAIM_NOT_FOUND: { status: 404, message: 'Nie znaleziono zgłoszenia.' },
  CLAIM_DECIDED: { status: 409, message: 'To zgłoszenie zostało już rozpatrzone.' },
  CLAIM_PENDING_EXISTS: {
    status: 409,
    message: 'Udział firmy w tej inwestycji czeka już na potwierdzenie.',
  },
  CLAIM_EVIDENCE_NOT_OWN: { status: 403, message: 'Dołącz plik przesłany z Twojego konta.' },
  CITY_NOT_FOUND: { status: 404, message: 'Nie znaleziono miasta.' },
});
