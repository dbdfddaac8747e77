/**
 * Every kind of e-mail the platform sends, one per event. `critical` kinds (access links, account
 * e-mails) are always sent; the others will honour the user's settings (issue 12, item 3) and carry
 * a settings link.
 */
export const NOTIFICATION_KINDS = {
  ORDER_CONTACTS_NOTIFICATION: { critical: true, label: 'Zlecenie do zatwierdzenia (osoby kontaktowe)' },
  REGISTRATION: { critical: true, label: 'Rejestracja konta firmy' },
  ORDER_INVITATION: { critical: false, label: 'Zaproszenie firmy do złożenia oferty' },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** Delivery status of an outbox row (the shared contract's list, also used by the admin page). */
export { EMAIL_STATUSES, type EmailStatus } from '@platform/shared';
