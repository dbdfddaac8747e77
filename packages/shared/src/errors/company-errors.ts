import { defineErrors } from './catalogue.js';

/** Errors of company e-portfolios, their links, the GUS lookup and the admin company tools (document 2, section 8). */
export const COMPANY_ERRORS = defineErrors({
  COMPANY_NOT_FOUND: { status: 404, message: 'Nie znaleziono firmy' },
  COMPANY_IS_DEACTIVATED: {
    status: 400,
    message: 'Wizytówka tej firmy jest chwilowo niedostępna, skontaktuj się z naszym konsultantem.',
  },
  CANNOT_FOLLOW_OWN_COMPANY: { status: 400, message: 'Nie możesz obserwować własnej firmy.' },
  NOT_FOLLOWING: { status: 404, message: 'Nie obserwujesz tej firmy.' },
  NOTIFICATIONS_NOT_AVAILABLE: { status: 403, message: 'Usługa dostępna tylko w abonamencie' },
  /** a company save by a non-admin that changes an admin control (spec 6); the labels follow in brackets */
  COMPANY_ADMIN_FIELDS_ONLY: {
    status: 403,
    message: 'Tylko administrator platformy może zmienić te pola.',
    detail: true,
  },
  OFFER_NOT_FOUND: { status: 404, message: 'Firma nie ma jeszcze oferty.' },
  OFFER_SERVICE_INACTIVE: { status: 403, message: 'Usługa oferty firmy nie jest aktywna.' },
  ATTACHMENT_INVALID: { status: 400, message: 'Załącznik jest nieprawidłowy lub nie został przesłany.' },
  GUS_ERROR: { status: 502, message: 'Wystąpił błąd podczas pobierania danych GUS' },
  GUS_NOT_FOUND: { status: 404, message: 'Nie znaleziono firmy o podanym numerze NIP w rejestrze GUS.' },
  MERGE_SAME_COMPANY: { status: 400, message: 'Nie można scalić firmy z nią samą.' },
  INVALID_REFERENCE: { status: 400, message: 'Wybrana wartość nie istnieje.' },
  // company links
  PARENT_CANNOT_BE_DAUGHTER: { status: 400, message: 'Spółka matka nie może być spółką córką' },
  TOO_MANY_DAUGHTERS: { status: 400, message: 'Zbyt wiele spółek córek' },
  PARENT_HAS_TOO_MANY_DAUGHTERS: { status: 400, message: 'Spółka matka ma zbyt wiele córek' },
  DAUGHTER_ALREADY_HAS_PARENT: { status: 400, message: 'Spółka córka ma już rodzica' },
  PARENT_CANNOT_BE_SAME_COMPANY: {
    status: 400,
    message: 'Aktualnie edytowana firma nie może istnieć w jej własnych powiązaniach',
  },
  DAUGHTER_CANNOT_BE_SAME_COMPANY: {
    status: 400,
    message: 'Aktualnie edytowana firma nie może istnieć w jej własnych powiązaniach',
  },
  CANNOT_BE_PARENT_OR_DAUGHTER_OR_SAME_AND_OTHER: {
    status: 400,
    message: 'Spółka powiązana nie może być taka sama jak matka, córka lub aktualnie edytowana spółka.',
  },
});
