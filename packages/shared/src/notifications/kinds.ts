import { z } from 'zod';

/**
 * Every kind of e-mail the platform sends, one per event. `critical` kinds (access
 * links, passwords, account e-mails) are always sent, carry no settings link and are not listed on
 * the settings page. `followed` kinds are the company-follow notifications: off and locked for
 * subsidised users (document 2, section 4: follow-notification defaults). Later modules add their
 * kind here and call `enqueueEmail` with it; the settings page lists it by its label.
 */
export const NOTIFICATION_KINDS = {
  ORDER_CONTACTS_NOTIFICATION: { critical: true, label: 'Zlecenie do zatwierdzenia (osoby kontaktowe)' },
  REGISTRATION: { critical: true, label: 'Rejestracja konta firmy' },
  PASSWORD_RESET: { critical: true, label: 'Zmiana hasła (nie pamiętam hasła)' },
  PASSWORD_CHANGED: { critical: true, label: 'Hasło zostało zmienione' },
  EMAIL_CHANGE_CONFIRM: { critical: true, label: 'Potwierdzenie nowego adresu e-mail' },
  EMAIL_CHANGED: { critical: true, label: 'Adres e-mail konta został zmieniony' },
  USER_INVITATION: { critical: true, label: 'Zaproszenie na platformę (nowy użytkownik)' },
  MEMBERSHIP_REQUEST: { critical: true, label: 'Prośba o dołączenie do firmy' },
  ORDER_INVITATION: { critical: false, label: 'Zaproszenie do złożenia oferty' },
  NEW_MESSAGE: { critical: false, label: 'Nowa wiadomość w konwersacji' },
  OFFER_DECISION: { critical: false, label: 'Decyzja w sprawie oferty' },
  THANKS: { critical: false, label: 'Podziękowanie za ofertę' },
  OFFER_DEADLINE_REMINDER: { critical: false, label: 'Przypomnienie o terminie składania ofert' },
  ORDER_DEADLINE_PASSED: { critical: false, label: 'Termin ofert minął, a oferta nie została wybrana' },
  FOLLOWED_COMPANY_NEW_INVESTMENT: { critical: false, label: 'Obserwowana firma w nowej inwestycji' },
  FOLLOWED_COMPANY_INVESTMENT_UPDATED: { critical: false, label: 'Zmiana w inwestycji obserwowanej firmy' },
  ORDER_QUESTION_ANSWERED: { critical: false, label: 'Publiczna odpowiedź na pytanie do zlecenia' },
  ORDER_CHANGED: { critical: false, label: 'Zmiany w zleceniu, do którego firma jest zaproszona' },
  CONSULTANT_ANSWER: { critical: false, label: 'Odpowiedź konsultanta na pytanie' },
  PLANNER_REMINDER: { critical: false, label: 'Przypomnienie o terminie z Planera' },
  CLAIM_DECISION: { critical: false, label: 'Decyzja w sprawie zgłoszenia udziału lub zakresów branżowych' },
  WATCHED_INVESTMENT_CHANGED: { critical: false, label: 'Zmiana w obserwowanej inwestycji' },
  DAILY_DIGEST: { critical: false, label: 'Podsumowanie dnia' },
} as const satisfies Record<string, { critical: boolean; label: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
export const notificationKindSchema = z
  .enum(NOTIFICATION_KIND_LIST as [NotificationKind, ...NotificationKind[]])
  .meta({ id: 'NotificationKind' });

export const isCriticalKind = (kind: NotificationKind): boolean => NOTIFICATION_KINDS[kind].critical;

/** Company-follow notifications (document 2, section 4). */
export const FOLLOWED_KINDS: readonly NotificationKind[] = [
  'FOLLOWED_COMPANY_NEW_INVESTMENT',
  'FOLLOWED_COMPANY_INVESTMENT_UPDATED',
];

/**
 * The kinds a user chooses for: not the critical ones, and not the digest itself (it is how the
 * chosen kinds arrive; it goes out only when some kind is set to the digest).
 */
export const PREFERENCE_KINDS: readonly NotificationKind[] = NOTIFICATION_KIND_LIST.filter(
  (kind) => !isCriticalKind(kind) && kind !== 'DAILY_DIGEST',
);

export const notificationKindLabel = (kind: string): string =>
  kind in NOTIFICATION_KINDS ? NOTIFICATION_KINDS[kind as NotificationKind].label : kind;
