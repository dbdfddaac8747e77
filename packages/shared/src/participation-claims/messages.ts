import type { InvestmentRole } from '../enums.js';
import { INVESTMENT_ROLE_LABELS } from '../enums.js';

/** Texts of the declarations (ours: the spec names the pages of the previous platform only, 2.3). */
export const CLAIM_MESSAGES = {
  invalidDate: 'Podaj datę w formacie RRRR-MM-DD.',
  noteTooLong: 'Uwagi mogą mieć najwyżej 1000 znaków.',
  industriesRequired: 'Wybierz co najmniej jedną branżę.',
  industriesTooMany: 'Możesz wybrać najwyżej 10 branż.',
  scopesTooMany: 'Możesz zgłosić najwyżej 30 branż.',
  invalidValue: 'Wartość jest nieprawidłowa.',
  datesOrder: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
  decisionRequired: 'Wybierz decyzję.',
  reasonRequired: 'Podaj powód odmowy.',
  reasonTooLong: 'Powód może mieć najwyżej 1000 znaków.',
  invalidClaimId: 'Nieprawidłowy identyfikator zgłoszenia.',
} as const;

export const CLAIM_TEXTS = {
  tookPartTitle: 'Brałem udział',
  tookPartLead:
    'Zgłoś inwestycje, w których Twoja firma brała udział, i zakresy branżowe, w których pracuje. Po potwierdzeniu przez obsługę platformy zgłoszenie trafi do statystyk e-wizytówki firmy.',
  addTitle: 'Dopisanie udziału',
  addButton: 'Dopisz udział w inwestycji',
  scopesTitle: 'Zgłoś zakresy branżowe',
  scopesLead: 'Zgłoszone zakresy branżowe po potwierdzeniu odblokowują zlecenia z tych branż.',
  scopesSubmit: 'Zgłoś zakresy',
  scopesSent: 'Zgłosiliśmy zakresy branżowe. Obsługa platformy wkrótce je sprawdzi.',
  claimsTitle: 'Moje zgłoszenia',
  companyInvestmentsTitle: 'Inwestycje mojej firmy',
  noClaims: 'Nie masz jeszcze żadnych zgłoszeń.',
  noCompany: 'Zgłoszenia składa firma: Twoje konto nie należy do żadnej firmy.',
  investment: 'Inwestycja',
  investmentPlaceholder: 'Wpisz nazwę inwestycji',
  role: 'Rola',
  industries: 'Branże',
  value: 'Wartość prac (zł)',
  startDate: 'Data rozpoczęcia',
  endDate: 'Data zakończenia',
  evidence: 'Dokument potwierdzający',
  evidenceHint: 'Np. protokół odbioru, referencje lub umowa (PDF lub zdjęcie).',
  note: 'Uwagi',
  submit: 'Wyślij zgłoszenie',
  sent: 'Wysłaliśmy zgłoszenie. Obsługa platformy wkrótce je sprawdzi.',
  queueTitle: 'Zgłoszenia udziału i zakresów',
  queueLead: 'Zgłoszenia firm do potwierdzenia. Potwierdzony udział trafia do statystyk firmy, zakresy do jej branż.',
  confirm: 'Potwierdź',
  refuse: 'Odmów',
  reason: 'Powód',
  reasonPlaceholder: 'Powód odmowy (firma go zobaczy)',
  confirmed: 'Zgłoszenie potwierdzone.',
  refused: 'Zgłoszenie odrzucone.',
  emptyQueue: 'Brak zgłoszeń do rozpatrzenia.',
  kinds: { PARTICIPATION: 'Udział w inwestycji', SCOPES: 'Zakresy branżowe' },
  statuses: { PENDING: 'Oczekuje', CONFIRMED: 'Potwierdzone', REFUSED: 'Odrzucone' },
} as const;

export const roleLabel = (role: InvestmentRole): string => INVESTMENT_ROLE_LABELS[role];
