import { CONVERSATION_LIMITS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import type { AttachmentRow } from '../attachments/index.js';
import { findAttachmentsByUuids, presentAttachment, requireUploaded } from '../attachments/index.js';
import { loadConversation } from './conversation-access.js';
import {
  findConversationAttachmentPage,
  findPrivateAttachmentPage,
  findPrivateAttachmentUuids,
  replacePrivateAttachments,
} from './conversation-attachments.queries.js';

const present = (app: FastifyInstance, rows: AttachmentRow[]) =>
  Promise.all(rows.map((row) => presentAttachment(app.storage, row)));

/** GET /conversations/{id}/attachments?page: the files sent in the thread, 15 per page. */
export const getConversationAttachments = async (app: FastifyInstance, user: ActorUser, id: number, page: number) => {
  await loadConversation(app, user, id);
  const size = CONVERSATION_LIMITS.attachmentsPageSize;
  const { rows, total } = await findConversationAttachmentPage(app.db, id, page, size);
  return toPage(await present(app, rows), total, page, size);
};

/**
 * The private ("additional") files are the caller's company's own, about a thread it reads: the
 * other company never gets them (nor their signed links); staff see none (nothing of theirs).
 */
const companyOf = (user: ActorUser) => {
  if (!user.companyId) throw appError('CONVERSATION_NOT_FOUND');
  return user.companyId;
};

/** GET /attachments/additional?conversationId&page: 5 per page. */
export const getAdditionalAttachments = async (
  app: FastifyInstance,
  user: ActorUser,
  query: { conversationId: number; page: number },
) => {
  await loadConversation(app, user, query.conversationId);
  const companyId = companyOf(user);
  const size = CONVERSATION_LIMITS.additionalPageSize;
  const { rows, total } = await findPrivateAttachmentPage(app.db, query.conversationId, companyId, query.page, size);
  return toPage(await present(app, rows), total, query.page, size);
};

/**
 * PUT /attachments/additional: replaces the company's private files of a thread. A file may be
 * one the caller uploaded for this purpose (target ADDITIONAL, arrived in storage) or one already
 * on the company's list.
 */
export const putAdditionalAttachments = async (
  app: FastifyInstance,
  user: ActorUser,
  body: { conversationId: number; attachments: string[] },
) => {
  await loadConversation(app, user, body.conversationId);
  const companyId = companyOf(user);
  const unique = [...new Set(body.attachments)];
  const current = await findPrivateAttachmentUuids(app.db, body.conversationId, companyId);
  const rows = await findAttachmentsByUuids(app.db, unique);
  const allowed = rows.filter(
    (r) => current.includes(r.uuid) || (r.target === 'ADDITIONAL' && r.ownerUserId === user.id),
  );
  if (allowed.length !== unique.length) throw appError('CONVERSATION_INVALID_ATTACHMENT');
  // A new file must have arrived in storage; those already on the list were checked when added.
  await requireUploaded(
    app,
    allowed.filter((r) => !current.includes(r.uuid)),
  );
  await app.db.transaction((tx) => replacePrivateAttachments(tx, body.conversationId, companyId, unique));
  return getAdditionalAttachments(app, user, { conversationId: body.conversationId, page: 0 });
};
