import { z } from 'zod';
import { text } from '../text.js';
import { FOLLOWED_KINDS, type NotificationKind, notificationKindSchema, PREFERENCE_KINDS } from './kinds.js';

/** How a user gets one kind of e-mail: at once, gathered in the daily digest, or not at all. */
export const DELIVERY_MODES = ['IMMEDIATE', 'DIGEST', 'OFF'] as const;
export const deliveryModeSchema = z.enum(DELIVERY_MODES).meta({ id: 'NotificationDeliveryMode' });
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  IMMEDIATE: 'Od razu',
  DIGEST: 'W podsumowaniu dnia',
  OFF: 'Wyłączone',
};

export const NOTIFICATION_TEXTS = {
  settingsTitle: 'Powiadomienia',
  settingsIntro:
    'Wybierz, jak chcesz dostawać wiadomości e-mail o wydarzeniach na platformie. Wiadomości o haśle, ' +
    'dostępie do konta i linki dostępu wysyłamy zawsze.',
  lockedForSubsidized: 'Usługa dostępna tylko w abonamencie',
  saved: 'Zapisano ustawienia powiadomień',
  saveFailed: 'Nie udało się zapisać ustawień powiadomień',
  unsubscribeTitle: 'Wypisanie z powiadomień',
  unsubscribeDone: 'Nie będziesz już dostawać wiadomości e-mail tego rodzaju:',
  unsubscribeMissing: 'Link wypisania jest niepełny.',
  unsubscribeSettingsLink: 'Przejdź do ustawień powiadomień',
} as const;

/**
 * Default mode: at once, except the follow notifications of a subsidised user, which are off and
 * cannot be turned on (document 2, section 4: "off for subsidised; checkboxes disabled").
 */
export const isKindLockedOff = (kind: NotificationKind, isSubsidized: boolean): boolean =>
  isSubsidized && FOLLOWED_KINDS.includes(kind);

export const defaultDeliveryMode = (kind: NotificationKind, isSubsidized: boolean): DeliveryMode =>
  isKindLockedOff(kind, isSubsidized) ? 'OFF' : 'IMMEDIATE';

export const notificationPreferenceSchema = z
  .object({
    kind: notificationKindSchema,
    label: text(),
    mode: deliveryModeSchema,
    /** Subsidised users cannot turn the follow notifications on. */
    locked: z.boolean(),
  })
  .meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z
  .object({ preferences: z.array(notificationPreferenceSchema) })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: the kinds to change (the others keep their mode); critical kinds are refused. */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(z.object({ kind: notificationKindSchema, mode: deliveryModeSchema }))
    .min(1)
    .max(PREFERENCE_KINDS.length),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** The unsubscribe link's call: the signed token from the e-mail (no login). */
export const unsubscribeRequestSchema = z.object({ token: text().trim().min(1).max(2_000) });
export const unsubscribeResultSchema = z
  .object({ kind: notificationKindSchema, label: text() })
  .meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
