import { defineErrors } from './catalogue.js';

/** Errors of the investment search (companies document 6; saved searches as the orders' saved filters, spec 8). */
export const INVESTMENT_SEARCH_ERRORS = defineErrors({
  INVESTMENT_SEARCH_COMPANY_SUBSCRIPTION: { status: 403, message: 'Usługa dostępna tylko w abonamencie' },
  INVESTMENT_MAP_PINS_PLAN: {
    status: 403,
    message: 'Mapa inwestycji jest dostępna w pełnej wersji platformy.',
  },
  INVESTMENT_SAVED_SEARCH_NAME_TAKEN: { status: 409, message: 'Wyszukiwanie o tej nazwie już istnieje.' },
  INVESTMENT_SAVED_SEARCH_LIMIT: { status: 400, message: 'Osiągnięto limit zapisanych wyszukiwań (100).' },
  INVESTMENT_SAVED_SEARCH_NOT_FOUND: { status: 404, message: 'Nie znaleziono zapisanego wyszukiwania.' },
});
