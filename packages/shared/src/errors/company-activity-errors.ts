import { defineErrors } from './catalogue.js';

/** Errors of the company-activity report (document 2, sections 2.8 and 6). */
export const COMPANY_ACTIVITY_ERRORS = defineErrors({
  ACTIVITY_COMPANY_REQUIRED: { status: 400, message: 'Wybierz firmę, której aktywność chcesz zobaczyć.' },
  ACTIVITY_SUBSCRIPTION_ONLY: { status: 403, message: 'Usługa dostępna tylko w abonamencie' },
});
