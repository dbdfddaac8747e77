import { z } from 'zod';
import { LIMITS } from './constants.js';
import { text } from './text.js';

/** Follow a company (document 2, sections 2.5, 3, 4, 5). */
export const FOLLOW_NOTE_TOO_LONG = 'Maksymalna długość notatki to 1000 znaków.';

export const followStatusSchema = z.object({ following: z.boolean() }).meta({ id: 'CompanyFollowStatus' });

export const followNotificationsSchema = z
  .object({ tookPartInNewInvestment: z.boolean(), investmentUpdated: z.boolean() })
  .meta({ id: 'FollowNotifications' });
export type FollowNotifications = z.infer<typeof followNotificationsSchema>;

export const followSettingsSchema = z
  .object({ id: z.number().int(), note: text().nullable(), notifications: followNotificationsSchema })
  .meta({ id: 'FollowSettings' });
export type FollowSettings = z.infer<typeof followSettingsSchema>;

/** PATCH body: any part may be left out; an empty note is stored as null. */
export const followSettingsPatchSchema = z.object({
  note: text().max(LIMITS.followNoteMax, { error: FOLLOW_NOTE_TOO_LONG }).nullable().optional(),
  notifications: followNotificationsSchema.partial().optional(),
});
export type FollowSettingsPatch = z.infer<typeof followSettingsPatchSchema>;

/** Notification defaults: on for everyone but subsidised users, who cannot turn them on. */
export const defaultFollowNotifications = (isSubsidized: boolean): FollowNotifications => ({
  tookPartInNewInvestment: !isSubsidized,
  investmentUpdated: !isSubsidized,
});

/** The note rule of the follow dialog, for the browser's live check. */
export const validateFollowNote = (note: string): string | null =>
  note.length > LIMITS.followNoteMax ? FOLLOW_NOTE_TOO_LONG : null;
