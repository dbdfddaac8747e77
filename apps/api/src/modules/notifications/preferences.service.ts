import { randomUUID } from 'node:crypto';
import {
  type DeliveryMode,
  defaultDeliveryMode,
  isAdminAccountType,
  isKindLockedOff,
  isSubsidizedAccount,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  PREFERENCE_KINDS,
  type UnsubscribeResult,
  webPaths,
  webUrl,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import {
  findRecipientPreferences,
  findStoredPreferences,
  markUnsubscribeTokenUsed,
  storePreferences,
  userExists,
} from './preferences.queries.js';

/** How long an unsubscribe link works: long enough for an e-mail read weeks later. */
export const UNSUBSCRIBE_LINK_TTL_SECONDS = 90 * 24 * 3_600;

/** Staff are never limited as subsidised clients (the shared rule of `isSubsidizedClient`). */
const limitedAsSubsidized = (user: Pick<ActorUser, 'accountType' | 'isSubsidized'>) =>
  user.isSubsidized && !isAdminAccountType(user.accountType);

/** The mode that applies: locked kinds are off whatever is stored; else the stored one or the default. */
const effectiveMode = (kind: NotificationKind, stored: DeliveryMode | null | undefined, subsidized: boolean) =>
  isKindLockedOff(kind, subsidized) ? 'OFF' : (stored ?? defaultDeliveryMode(kind, subsidized));

export const getPreferences = async (app: FastifyInstance, actor: ActorUser): Promise<NotificationPreferences> => {
  const stored = new Map((await findStoredPreferences(app.db, actor.id)).map((row) => [row.kind, row.mode]));
  const subsidized = limitedAsSubsidized(actor);
  return {
    preferences: PREFERENCE_KINDS.map((kind) => ({
      kind,
      label: NOTIFICATION_KINDS[kind].label,
      mode: effectiveMode(kind, stored.get(kind), subsidized),
      locked: isKindLockedOff(kind, subsidized),
    })),
  };
};

/** Changes the given kinds; critical kinds are refused, and a locked kind can only stay off. */
export const updatePreferences = async (
  app: FastifyInstance,
  actor: ActorUser,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> => {
  const subsidized = limitedAsSubsidized(actor);
  for (const { kind, mode } of update.preferences) {
    if (!PREFERENCE_KINDS.includes(kind)) throw appError('NOTIFICATION_KIND_NOT_SWITCHABLE');
    if (isKindLockedOff(kind, subsidized) && mode !== 'OFF') throw appError('NOTIFICATION_KIND_LOCKED');
  }
  await storePreferences(app.db, actor.id, update.preferences);
  return getPreferences(app, actor);
};

/** An outbox row the relay decides on: its kind and the user it is for (null: a bare address). */
export type OutboxRecipient = { id: number; kind: string; recipientUserId: number | null };

/**
 * How each row is to be delivered, by its recipient's settings as they are when the relay takes it
 * (one read for the whole batch): critical kinds, the digest itself and e-mails to an address without
 * a user are sent at once; a user who no longer exists gets nothing more than an address would.
 */
export const deliveryModes = async (db: DbExecutor, rows: OutboxRecipient[]): Promise<Map<number, DeliveryMode>> => {
  const modes = new Map<number, DeliveryMode>();
  const decided = rows.filter((row) => {
    const kind = row.kind as NotificationKind;
    const chooses = row.recipientUserId !== null && kind !== 'DAILY_DIGEST' && !NOTIFICATION_KINDS[kind]?.critical;
    if (!chooses) modes.set(row.id, 'IMMEDIATE');
    return chooses;
  });
  if (decided.length === 0) return modes;
  const facts = await findRecipientPreferences(
    db,
    [...new Set(decided.map((row) => row.recipientUserId as number))],
    [...new Set(decided.map((row) => row.kind))],
  );
  for (const row of decided) {
    const user = facts.get(row.recipientUserId as number);
    const subsidized =
      !!user && isSubsidizedAccount(user.accountType, user.companySubsidized) && !isAdminAccountType(user.accountType);
    const kind = row.kind as NotificationKind;
    modes.set(row.id, user ? effectiveMode(kind, user.modes.get(kind), subsidized) : 'IMMEDIATE');
  }
  return modes;
};

/** The one-time unsubscribe link of a non-critical e-mail to a user, for one kind. */
export const unsubscribeUrl = async (app: FastifyInstance, origin: string, userId: number, kind: NotificationKind) => {
  const token = await app.tokens.signLink(
    { purpose: 'unsubscribe', userId, subject: kind, tokenId: randomUUID() },
    UNSUBSCRIBE_LINK_TTL_SECONDS,
  );
  return webUrl(origin, webPaths.unsubscribe.to(token));
};

/** Turns the link's kind off for its user (no login); a link works once. */
export const unsubscribe = async (app: FastifyInstance, token: string): Promise<UnsubscribeResult> => {
  const claims = await app.tokens.verifyLink(token, 'unsubscribe');
  if (claims === 'expired') throw appError('UNSUBSCRIBE_LINK_EXPIRED');
  const kind = claims === 'invalid' ? null : (claims.subject as NotificationKind);
  if (claims === 'invalid' || !kind || !PREFERENCE_KINDS.includes(kind)) throw appError('UNSUBSCRIBE_LINK_INVALID');
  return app.db.transaction(async (tx) => {
    if (!(await userExists(tx, claims.userId))) throw appError('UNSUBSCRIBE_LINK_INVALID');
    if (!(await markUnsubscribeTokenUsed(tx, claims.tokenId))) throw appError('UNSUBSCRIBE_LINK_USED');
    await storePreferences(tx, claims.userId, [{ kind, mode: 'OFF' }]);
    return { kind, label: NOTIFICATION_KINDS[kind].label };
  });
};
