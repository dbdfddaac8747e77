import { defineErrors } from './catalogue.js';

/**
 * Errors of company membership and the company's people (spec 2.8, 6: only the company admin or staff
 * let a person in and manage the accounts; codes and texts ours).
 */
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
  COMPANY_PERSON_NOT_FOUND: { status: 404, message: 'Nie znaleziono tej osoby w firmie.' },
  COMPANY_LAST_ADMIN: {
    status: 409,
    message: 'Firma musi mieć aktywnego administratora. Najpierw przekaż rolę administratora innej osobie.',
  },
  COMPANY_ADMIN_HOLDS_ALL_RIGHTS: { status: 409, message: 'Administrator firmy ma wszystkie uprawnienia.' },
  COMPANY_PERSON_NOT_ACTIVE: {
    status: 409,
    message: 'Ta osoba nie ma aktywnego konta. Uprawnienia i rolę administratora nadasz po aktywacji konta.',
  },
  COMPANY_PERSON_NOT_DEACTIVATED: { status: 409, message: 'To konto nie jest dezaktywowane.' },
  COMPANY_PERSON_ALREADY_DEACTIVATED: { status: 409, message: 'To konto jest już dezaktywowane.' },
  COMPANY_ADMIN_ALREADY: { status: 409, message: 'Ta osoba jest już administratorem firmy.' },
  COMPANY_RIGHT_CONVERSATIONS_MISSING: {
    status: 403,
    message: 'Nie masz uprawnienia do prowadzenia konwersacji w imieniu firmy. Poproś o nie administratora firmy.',
  },
  COMPANY_RIGHT_COMPANY_EDIT_MISSING: {
    status: 403,
    message: 'Nie masz uprawnienia do edycji danych firmy. Poproś o nie administratora firmy.',
  },
});
