/**
 * The kinds of e-mail and their delivery statuses live in the shared contract (the settings page
 * and the admin page list them); re-exported here for the module's own files.
 */
export {
  EMAIL_STATUSES,
  type EmailNotSentReason,
  type EmailStatus,
  isCriticalKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@platform/shared';
