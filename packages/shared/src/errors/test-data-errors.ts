import { defineErrors } from './catalogue.js';

/** Errors of the test-data calls (a server started with TEST_DATA_API, for the browser journeys). */
export const TEST_DATA_ERRORS = defineErrors({
  TEST_MODEL_NOT_FOUND: {
    status: 404,
    message: 'Nie ma takiego konta demonstracyjnego z firmą (dane testowe powstają na kopii konta z danych demo).',
  },
  TEST_INVESTMENT_NOT_FOUND: { status: 404, message: 'Nie ma inwestycji, na której wzorować inwestycję testową.' },
  TEST_PARTICIPANT_NOT_FOUND: { status: 404, message: 'Nie ma firmy lub branży uczestnika inwestycji testowej.' },
  TEST_EMAIL_NOT_FOUND: { status: 404, message: 'Nie ma jeszcze takiego e-maila do tego adresu.' },
});
