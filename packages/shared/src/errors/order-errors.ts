import { ORDER_MESSAGES } from '../orders.js';
import { defineErrors } from './catalogue.js';

/** Errors of orders, saved filters and the investments of the order form (spec 8). */
export const ORDER_ERRORS = defineErrors({
  ORDER_FORM_INVALID: { status: 400, message: ORDER_MESSAGES.formInvalid },
  ORDER_INVESTMENT_ERROR: { status: 400, message: ORDER_MESSAGES.investmentRequired },
  ORDER_INVESTMENT_CHANGE_FORBIDDEN: { status: 400, message: 'Nie można zmienić inwestycji zlecenia.' },
  ORDER_COMPANY_CHANGE_FORBIDDEN: { status: 400, message: 'Nie można zmienić firmy zlecającej.' },
  ORDER_INDUSTRIES_CHANGE_FORBIDDEN: { status: 400, message: ORDER_MESSAGES.industriesRemoved },
  ORDER_INVALID_INDUSTRY: { status: 400, message: 'Nieprawidłowa branża.' },
  ORDER_INVALID_INDUSTRY_PARAMETER: { status: 400, message: 'Nieprawidłowy parametr branży.' },
  ORDER_INVALID_ATTACHMENT: { status: 400, message: ORDER_MESSAGES.attachmentInvalid },
  ORDER_NOT_FOUND: { status: 404, message: 'Nie znaleziono zlecenia.' },
  ORDER_NOT_DRAFT: { status: 400, message: 'To zlecenie nie jest szkicem.' },
  USER_HAS_NO_COMPANY: { status: 400, message: 'Twoje konto nie jest przypisane do żadnej firmy.' },
  ORDER_NO_PERMISSION_TO_UPDATE: { status: 403, message: 'Nie masz uprawnień do edycji tego zlecenia.' },
  ORDER_NO_PERMISSION_TO_DELETE: { status: 403, message: 'Nie masz uprawnień do usunięcia tego zlecenia.' },
  ORDER_NO_PERMISSION_TO_USE_COMPANY: {
    status: 403,
    message: 'Nie masz uprawnień do dodania zlecenia w imieniu tej firmy.',
  },
  ORDER_EMPTY_DELETE_REASON: { status: 400, message: 'Podaj powód usunięcia zlecenia.' },
  ORDER_NOT_APPROVABLE: { status: 400, message: 'Tego zlecenia nie można zatwierdzić.' },
  ORDER_DRAFT_COMPANY_EMPTY: { status: 400, message: ORDER_MESSAGES.draftCompanyEmpty },
  SUBSIDIZED_FIRST_PAGE_ONLY: {
    status: 400,
    message: 'W wersji bezpłatnej dostępna jest tylko pierwsza strona wyników.',
  },
  ORDER_STATUSES_FORBIDDEN: {
    status: 403,
    message: 'Nie masz uprawnień do przeglądania zleceń o wybranych statusach.',
  },
  ORDER_NO_PERMISSION_TO_VIEW_CONTACTS: {
    status: 403,
    message: 'Dane kontaktowe zlecenia są dostępne dla firm z jego branż.',
  },
  // decision: an order visible to industry users only, asked for by anyone else
  ORDER_INDUSTRY_USERS_ONLY: {
    status: 403,
    message: 'To zlecenie jest widoczne tylko dla firm z branż tego zlecenia.',
  },
  ORDER_STATISTICS_TRIAL: { status: 403, message: 'Statystyki zlecenia są dostępne w pełnej wersji.' },
  ORDER_NO_ACTIVE_INVESTMENT: { status: 404, message: ORDER_MESSAGES.noActiveInvestment },
  INVESTMENT_NOT_FOUND: { status: 404, message: 'Nie znaleziono inwestycji.' },
  USER_FILTER_NAME_ALREADY_EXISTS: { status: 409, message: 'Filtr o takiej nazwie już istnieje. Wpisz inną nazwę.' },
  USER_FILTER_MAX_AMOUNT: { status: 400, message: 'Maksymalna ilość zapisanych filtrów to 100.' },
  USER_FILTER_NOT_FOUND: { status: 404, message: 'Nie znaleziono filtra.' },
  USER_FILTER_NO_PERMISSION_TO_DELETE: {
    status: 403,
    message: 'Nie masz uprawnień do usunięcia tego zapisanego filtra',
  },
});
