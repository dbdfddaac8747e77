import { defineErrors } from './catalogue.js';

/** Errors of the dashboard calls (document 2, section 6: the dashboard is only for subsidised companies). */
export const DASHBOARD_ERRORS = defineErrors({
  DASHBOARD_SUBSIDISED_ONLY: { status: 403, message: 'Mój dashboard jest dostępny tylko dla firm dotowanych.' },
  DASHBOARD_NO_COMPANY: { status: 404, message: 'Twoje konto nie jest przypisane do żadnej firmy.' },
});
