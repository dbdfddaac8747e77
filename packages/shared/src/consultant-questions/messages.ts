import type { QuestionAbout, QuestionStatus } from './schemas.js';

/** Texts of 'Pytania' and of the staff queue (spec 6 names the menu entry; the rest is ours). */
export const QUESTION_TEXTS = {
  title: 'Pytania',
  queueTitle: 'Pytania do konsultantów',
  lead: 'Zadaj pytanie konsultantom platformy o inwestycję lub zlecenie. Odpowiedź zobaczysz tutaj, wyślemy ją też e-mailem.',
  queueLead: 'Pytania użytkowników do konsultantów platformy. Najstarsze bez odpowiedzi są na górze.',
  ask: 'Zadaj pytanie',
  send: 'Wyślij pytanie',
  sent: 'Pytanie zostało wysłane.',
  empty: 'Nie zadałeś jeszcze żadnego pytania.',
  queueEmpty: 'Brak pytań.',
  about: 'Dotyczy',
  subjectId: 'Numer',
  subject: 'Temat',
  body: 'Treść pytania',
  attachments: 'Załączniki',
  answer: 'Odpowiedź',
  answerAction: 'Odpowiedz',
  answerSend: 'Wyślij odpowiedź',
  answered: 'Odpowiedź została wysłana.',
  waiting: 'Czekamy na odpowiedź konsultanta.',
  askedBy: 'Pyta',
  allStatuses: 'Wszystkie',
} as const;

export const QUESTION_ABOUT_LABELS: Record<QuestionAbout, string> = { INVESTMENT: 'Inwestycja', ORDER: 'Zlecenie' };
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  OPEN: 'Oczekuje na odpowiedź',
  ANSWERED: 'Odpowiedziano',
};

/** The staff queue's filter (short: three fit a phone's width). */
export const QUESTION_FILTER_LABELS: Record<QuestionStatus, string> = { OPEN: 'Oczekujące', ANSWERED: 'Z odpowiedzią' };
