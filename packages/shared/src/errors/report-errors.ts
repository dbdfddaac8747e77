import { REPORTS_LOCKED_HINT } from '../reports/figures.js';
import { defineErrors } from './catalogue.js';

/** Errors of the reports (document 2, sections 2.8 and 6). */
export const REPORT_ERRORS = defineErrors({
  /** subsidised users see the reports locked, with the spec's hint */
  REPORTS_SUBSCRIPTION_ONLY: { status: 403, message: REPORTS_LOCKED_HINT },
});
