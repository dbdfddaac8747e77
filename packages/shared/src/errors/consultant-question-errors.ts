import { defineErrors } from './catalogue.js';

/** Errors of 'Pytania' (spec 6: the service CONSULTANT_OPTION_LIMITATION, staff answer; codes ours). */
export const CONSULTANT_QUESTION_ERRORS = defineErrors({
  QUESTION_SERVICE_REQUIRED: {
    status: 403,
    message:
      'Pytania do konsultantów są dostępne w usłudze „Pytania do konsultanta”. Skontaktuj się z nami, aby ją włączyć.',
  },
  QUESTION_NOT_FOUND: { status: 404, message: 'Nie znaleziono pytania.' },
  QUESTION_SUBJECT_NOT_FOUND: { status: 404, message: 'Nie znaleziono inwestycji ani zlecenia o tym numerze.' },
  QUESTION_ALREADY_ANSWERED: { status: 409, message: 'Na to pytanie udzielono już odpowiedzi.' },
  QUESTION_INVALID_ATTACHMENT: {
    status: 400,
    message: 'Załącznik pytania jest nieprawidłowy lub nie należy do Ciebie.',
  },
});
