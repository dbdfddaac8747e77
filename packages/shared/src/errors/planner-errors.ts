import { defineErrors } from './catalogue.js';

/** Errors of 'Planer' (spec 6: the service PLANNER, not for admins; codes ours). */
export const PLANNER_ERRORS = defineErrors({
  PLANNER_NOT_AVAILABLE: {
    status: 403,
    message: 'Planer jest dostępny w usłudze „Planer”. Skontaktuj się z nami, aby ją włączyć.',
  },
  PLANNER_FEED_NOT_FOUND: { status: 404, message: 'Ten adres kalendarza nie działa. Wygeneruj nowy adres w Planerze.' },
  PLANNER_RANGE_INVALID: { status: 400, message: 'Nieprawidłowy zakres dat planera.' },
});
