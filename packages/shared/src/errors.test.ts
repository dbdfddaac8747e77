import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  CLAIM_ERRORS,
  COMPANY_ACTIVITY_ERRORS,
  COMPANY_ERRORS,
  CONSULTANT_QUESTION_ERRORS,
  CONVERSATION_ERRORS,
  DASHBOARD_ERRORS,
  EDITORIAL_ERRORS,
  ERROR_CATALOGUE,
  errorMessage,
  GENERAL_ERRORS,
  INVESTMENT_SEARCH_ERRORS,
  INVESTMENT_TRACKING_ERRORS,
  INVITATION_ERRORS,
  isErrorCode,
  LOCATION_ERRORS,
  MEMBERSHIP_ERRORS,
  MESSAGES,
  messageForError,
  NOTIFICATION_ERRORS,
  OFFER_ERRORS,
  ORDER_ERRORS,
  ORDER_QUESTION_ERRORS,
  ORDER_VERSION_ERRORS,
  PARTICIPATION_ERRORS,
  PLANNER_ERRORS,
  REPORT_ERRORS,
  SEND_LIMIT_ERRORS,
  TEST_DATA_ERRORS,
} from './index.js';

describe('error catalogue', () => {
  it('holds every domain table without one code shadowing another', () => {
    const tables = [
      GENERAL_ERRORS,
      COMPANY_ERRORS,
      ORDER_ERRORS,
      NOTIFICATION_ERRORS,
      CONVERSATION_ERRORS,
      LOCATION_ERRORS,
      INVITATION_ERRORS,
      OFFER_ERRORS,
      DASHBOARD_ERRORS,
      EDITORIAL_ERRORS,
      MEMBERSHIP_ERRORS,
      SEND_LIMIT_ERRORS,
      ACCOUNT_ERRORS,
      ORDER_VERSION_ERRORS,
      CONSULTANT_QUESTION_ERRORS,
      PLANNER_ERRORS,
      INVESTMENT_SEARCH_ERRORS,
      CLAIM_ERRORS,
      ORDER_QUESTION_ERRORS,
      INVESTMENT_TRACKING_ERRORS,
      REPORT_ERRORS,
      COMPANY_ACTIVITY_ERRORS,
      PARTICIPATION_ERRORS,
      TEST_DATA_ERRORS,
    ];
    const sizes = tables.reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(Object.keys(ERROR_CATALOGUE)).toHaveLength(sizes);
  });

  it('gives every code an HTTP error status and a Polish text', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.trim(), code).not.toBe('');
    }
  });

  it('names the industry-users-only refusal in Polish', () => {
    expect(errorMessage('ORDER_INDUSTRY_USERS_ONLY')).toBe(
      'To zlecenie jest widoczne tylko dla firm z branż tego zlecenia.',
    );
  });

  it('knows its codes', () => {
    expect(isErrorCode('ORDER_NOT_FOUND')).toBe(true);
    expect(isErrorCode('ORDER_NOT_FOND')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('messageForError', () => {
  it('shows the catalogue text of a known code, whatever the server wrote', () => {
    expect(messageForError({ code: 'ORDER_NOT_FOUND', message: 'Not found' })).toBe('Nie znaleziono zlecenia.');
    expect(messageForError({ code: 'BAD_REQUEST', message: 'Bad Request' })).toBe(MESSAGES.unknownError);
  });

  it('shows the server text of a code that names a file or a field', () => {
    expect(messageForError({ code: 'FILE_TOO_LARGE', message: MESSAGES.fileTooLarge('a.pdf') })).toBe(
      'Plik a.pdf ma zbyt duży rozmiar.',
    );
  });

  it('shows the server text of an unknown code, else the general text', () => {
    expect(messageForError({ code: 'SOMETHING_ELSE', message: 'Tekst serwera' })).toBe('Tekst serwera');
    expect(messageForError({ code: 'SOMETHING_ELSE' })).toBe(MESSAGES.unknownError);
  });
});
