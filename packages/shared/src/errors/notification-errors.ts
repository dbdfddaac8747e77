import { defineErrors } from './catalogue.js';

/** Errors of the e-mail settings and the unsubscribe link. */
export const NOTIFICATION_ERRORS = defineErrors({
  NOTIFICATION_KIND_NOT_SWITCHABLE: {
    status: 400,
    message: 'Tych wiadomości nie można wyłączyć: dotyczą hasła, konta lub dostępu.',
  },
  NOTIFICATION_KIND_LOCKED: { status: 403, message: 'Usługa dostępna tylko w abonamencie' },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    message: 'Link wypisania jest nieprawidłowy. Zmień ustawienia powiadomień po zalogowaniu.',
  },
  UNSUBSCRIBE_LINK_EXPIRED: {
    status: 410,
    message: 'Link wypisania wygasł. Zmień ustawienia powiadomień po zalogowaniu.',
  },
  UNSUBSCRIBE_LINK_USED: {
    status: 409,
    message: 'Ten link wypisania został już użyty. Zmień ustawienia powiadomień po zalogowaniu.',
  },
});
