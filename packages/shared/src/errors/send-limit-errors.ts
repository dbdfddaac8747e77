import { defineErrors } from './catalogue.js';

/**
 * Limits on what a user's calls send (e-mails, messages): 429 with Retry-After. The spec shows no
 * text for these; our decision, in the tone of its upload limit ('Przekroczono godzinny limit
 * dodawania załączników. Spróbuj ponownie później.').
 */
export const SEND_LIMIT_ERRORS = defineErrors({
  INVITATION_LIMIT_EXCEEDED: { status: 429, message: 'Wysłano zbyt wiele zaproszeń. Spróbuj ponownie później.' },
  EMAIL_LIMIT_EXCEEDED: { status: 429, message: 'Wysłano zbyt wiele wiadomości e-mail. Spróbuj ponownie później.' },
  RECIPIENT_LIMIT_EXCEEDED: {
    status: 429,
    message: 'Na ten adres e-mail wysłano już zbyt wiele wiadomości. Spróbuj ponownie później.',
  },
  MESSAGE_LIMIT_EXCEEDED: { status: 429, message: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za chwilę.' },
  REGISTRATION_LIMIT_EXCEEDED: {
    status: 429,
    message: 'Z tego adresu zarejestrowano zbyt wiele kont. Spróbuj ponownie później.',
  },
});
