import { defineErrors } from './catalogue.js';

/** Errors of an order's versions and their acknowledgement (issue's 'Zmiany w zleceniu'; codes ours). */
export const ORDER_VERSION_ERRORS = defineErrors({
  ORDER_OFFER_DEADLINE_TOO_SOON: {
    status: 400,
    message: 'Termin składania ofert opublikowanego zlecenia można skrócić najwyżej do 3 dni od dziś.',
  },
  ORDER_VERSIONS_NO_PERMISSION: { status: 403, message: 'Nie masz uprawnień do zmian tego zlecenia.' },
  ORDER_CHANGES_NOT_CONCERNED: {
    status: 403,
    message: 'Zmiany potwierdzają firmy zaproszone do zlecenia lub prowadzące w nim konwersację.',
  },
  ORDER_CHANGES_NONE: { status: 409, message: 'Zlecenie nie ma zmian do potwierdzenia.' },
});
