import { defineErrors } from './catalogue.js';

/** Errors of recommendations, nominated companies, invitations and user invites (spec 8; codes ours). */
export const INVITATION_ERRORS = defineErrors({
  RECOMMENDATION_DISTANCE_REQUIRED: { status: 400, message: 'Wypełnij wszystkie obowiązkowe pola' },
  RECOMMENDATION_PLACE_REQUIRED: { status: 400, message: 'Wybierz branże i miejsce realizacji prac.' },
  RECOMMENDATIONS_NO_PERMISSION: {
    status: 403,
    message: 'Nie masz uprawnień do zapraszania firm do tego zlecenia.',
  },
  NOMINATED_COMPANIES_LIMIT_EXCEEDED: {
    status: 400,
    message: 'Przekroczono limit zaproszonych firm do tego zlecenia.',
    detail: true,
  },
  COMPANY_ALREADY_NOMINATED: { status: 409, message: 'Ta firma jest już zaproszona do tego zlecenia.' },
  ORDER_NOT_OPEN_FOR_INVITATIONS: {
    status: 400,
    message: 'Do zarchiwizowanego zlecenia nie można zapraszać firm.',
  },
  NOMINATED_COMPANY_INVALID: { status: 400, message: 'Tej firmy nie można zaprosić do zlecenia.' },
  NOMINATED_COMPANY_EMAIL_REQUIRED: { status: 400, message: 'Niepoprawny adres email' },
  INVITATION_FAILED: { status: 400, message: 'Wystąpił błąd podczas zapraszania firm' },
  USER_ALREADY_EXISTS: { status: 409, message: 'Taki użytkownik już istnieje' },
  USER_INVITE_FAILED: { status: 400, message: 'Wystąpił błąd podczas zapraszania użytkownika' },
  USER_INVITE_NO_PERMISSION: {
    status: 403,
    message: 'Nie możesz zapraszać użytkowników do tej inwestycji.',
  },
  ACTIVATION_LINK_INVALID: { status: 400, message: 'Link aktywacyjny jest nieprawidłowy lub wygasł.' },
  ACTIVATION_LINK_USED: { status: 409, message: 'Konto zostało już aktywowane. Zaloguj się.' },
  INVITATION_NOT_FOUND: { status: 404, message: 'Twoja firma nie jest zaproszona do tego zlecenia.' },
  INTENT_LINK_INVALID: { status: 400, message: 'Link jest nieprawidłowy lub wygasł.' },
  INTENT_LINK_USED: { status: 409, message: 'Ten link został już użyty.' },
  INVITATION_ORDER_CLOSED: {
    status: 409,
    message: 'Zlecenie jest zamknięte. Odpowiedzi na zaproszenie nie można już zmienić.',
  },
});
