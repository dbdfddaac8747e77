import {
  BID_INTENTS,
  type BidIntent,
  type BidIntentInput,
  type DeclineReason,
  type IntentLink,
  type MyInvitation,
  webPaths,
  webUrl,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import {
  findIntentLink,
  findInvitation,
  type InvitationRow,
  insertIntentLinks,
  saveIntent,
  useIntentLinks,
} from './order-intent.queries.js';
import { markAttachmentDownloaded } from './order-nominations.queries.js';

/** decision: an answer link is valid 30 days (an offer window is usually shorter). */
export const INTENT_LINK_TTL_DAYS = 30;

/** An archived order (settled, withdrawn or ended) takes no more answers: the last one stays. */
const isClosed = (orderStatus: string) => orderStatus === 'ARCHIVED';

const present = (row: InvitationRow): MyInvitation => ({
  invitedAt: row.invitedAt,
  intent: row.intent,
  declineReason: row.intentReason as DeclineReason | null,
  declineNote: row.intentNote,
  intentAt: row.intentAt,
  orderClosed: isClosed(row.orderStatus),
});

const requireInvitation = async (db: DbExecutor, orderId: number, companyId: number | null) => {
  const row = companyId ? await findInvitation(db, orderId, companyId) : null;
  if (!row) throw appError('INVITATION_NOT_FOUND');
  return row;
};

/** GET /orders/{id}/invitation/me: my company's invitation and answer. */
export const getMyInvitation = async (app: FastifyInstance, user: ActorUser, orderId: number) =>
  present(await requireInvitation(app.db, orderId, user.companyId));

const answer = async (
  db: DbExecutor,
  row: InvitationRow,
  input: { intent: BidIntent; declineReason?: string | null; declineNote?: string | null },
  userId: number | null,
) => {
  if (isClosed(row.orderStatus)) throw appError('INVITATION_ORDER_CLOSED');
  if (input.intent === 'WONT_BID' && !input.declineReason)
    throw appError('VALIDATION_ERROR', { message: 'Wybierz powód rezygnacji' });
  const declined = input.intent === 'WONT_BID';
  await saveIntent(db, row, {
    intent: input.intent,
    reason: declined ? (input.declineReason ?? null) : null,
    note: declined ? input.declineNote?.trim() || null : null,
    userId,
  });
};

/**
 * PUT /orders/{id}/invitation/me/intent: 'Złożę ofertę' / 'Nie złożę oferty' (with a reason) /
 * 'Jeszcze nie wiem'. Any user of the invited company; a later answer replaces the earlier one.
 */
export const answerInvitation = async (
  app: FastifyInstance,
  user: ActorUser,
  orderId: number,
  input: BidIntentInput,
) => {
  const row = await requireInvitation(app.db, orderId, user.companyId);
  await answer(app.db, row, input, user.id);
  return present(await requireInvitation(app.db, orderId, user.companyId));
};

/** Three one-time answer links for an invitation e-mail (stored hashed, in the e-mail's transaction). */
export const issueIntentLinks = async (tx: DbExecutor, origin: string, key: { orderId: number; companyId: number }) => {
  const expiresAt = new Date(Date.now() + INTENT_LINK_TTL_DAYS * 86_400_000);
  const tokens = BID_INTENTS.map((intent) => ({ intent, token: newOpaqueToken() }));
  await insertIntentLinks(
    tx,
    tokens.map((t) => ({ tokenHash: hashToken(t.token), ...key, intent: t.intent, expiresAt })),
  );
  const url = (intent: BidIntent) =>
    webUrl(origin, webPaths.invitationIntent.to(tokens.find((t) => t.intent === intent)!.token));
  return { willBid: url('WILL_BID'), wontBid: url('WONT_BID'), undecided: url('UNDECIDED') };
};

const knownLink = (link: Awaited<ReturnType<typeof findIntentLink>>) => {
  if (!link || link.expired) throw appError('INTENT_LINK_INVALID');
  return link;
};

const usableLink = (link: Awaited<ReturnType<typeof findIntentLink>>) => {
  if (knownLink(link).used) throw appError('INTENT_LINK_USED');
  return knownLink(link);
};

/**
 * GET /invitation-intents/{token}: what the link answers (not used by looking). A used link (one
 * answer per e-mail) still reads, with the stored answer, so that the page can show it and lead to
 * the card where it is changed; an unknown or expired one is 400 INTENT_LINK_INVALID.
 */
export const readIntentLink = async (app: FastifyInstance, token: string): Promise<IntentLink> => {
  const link = knownLink(await findIntentLink(app.db, hashToken(token)));
  return {
    orderId: link.orderId,
    investmentName: link.investmentName,
    requesterName: link.requesterName,
    invitedCompanyName: link.invitedCompanyName,
    intent: link.intent,
    used: link.used,
    orderClosed: isClosed(link.orderStatus),
    answer: link.storedIntent
      ? {
          intent: link.storedIntent,
          declineReason: link.storedReason as DeclineReason | null,
          intentAt: link.storedAt,
        }
      : null,
  };
};

/**
 * POST /invitation-intents/{token}: answers without logging in. Unknown, altered or expired tokens
 * answer 400 INTENT_LINK_INVALID, a used one 409 INTENT_LINK_USED; using one uses the invitation's
 * other links too (one answer per e-mail; later changes from the card).
 */
export const useIntentLink = async (
  app: FastifyInstance,
  token: string,
  body: { declineReason?: string | null; declineNote?: string | null },
): Promise<MyInvitation> =>
  app.db.transaction(async (tx) => {
    const link = usableLink(await findIntentLink(tx, hashToken(token), true));
    const row = await requireInvitation(tx, link.orderId, link.companyId);
    await answer(tx, row, { intent: link.intent, ...body }, null);
    await useIntentLinks(tx, link.orderId, link.companyId);
    return present(await requireInvitation(tx, link.orderId, link.companyId));
  });

/** A user opened one of the order's attachments: recorded for an invited company only (its invitees-tab activity). */
export const recordAttachmentDownload = async (
  app: FastifyInstance,
  user: ActorUser,
  orderId: number,
  uuid: string,
) => {
  if (user.companyId) await markAttachmentDownloaded(app.db, orderId, user.companyId, uuid);
};
