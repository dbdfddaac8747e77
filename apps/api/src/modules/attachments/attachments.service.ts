import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_TARGETS,
  type Attachment,
  type AttachmentTarget,
  LIMITS,
  MESSAGES,
  type UploadTarget,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import type { Storage } from '../../plugins/storage.js';
import { canSeeAttachment, canUploadTo, mayUseTarget } from './attachments.policy.js';
import {
  type AttachmentRow,
  findAttachmentByUuid,
  insertAttachmentWithinHourlyLimit,
  markAttachmentUploaded,
} from './attachments.queries.js';
import { buildStorageKey, displayFileName, storedFileName } from './file-names.js';
import { checkStoredFile, declaredTypeRefused } from './stored-file-check.js';

/** The spec refuses a file "of 50 MB or more": the largest accepted file is one byte less. */
export const LARGEST_FILE_BYTES = LIMITS.uploadMaxBytes - 1;

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*[a-z0-9_-]+=("[^"]*"|[^;\s"]*))*$/i;

export const maxFilesFor = (app: FastifyInstance, target: AttachmentTarget): number =>
  Math.min(app.env.UPLOAD_MAX_FILES_PER_TARGET, ATTACHMENT_TARGETS[target].maxFiles);

export type UploadTargetInput = {
  user: ActorUser;
  /** A temporary (order-approval link) session rather than a login. */
  temporary: boolean;
  target: AttachmentTarget;
  fileName: string;
  size?: number;
  contentType?: string;
  existingCount?: number;
};

/**
 * Step one of an upload: checks the limits (size, files per target, uploads per hour), records the
 * attachment row and answers a signed, expiring upload link. The browser then PUTs the file there
 * with its Content-Type.
 */
export const createUploadTarget = async (app: FastifyInstance, input: UploadTargetInput): Promise<UploadTarget> => {
  if (!canUploadTo(input, input.target)) throw appError('TEMPORARY_PERMISSION_MISSING');
  if (!mayUseTarget(input.user, input.target)) throw appError('FORBIDDEN');
  const attachmentName = displayFileName(input.fileName);
  const contentType = input.contentType?.trim() || undefined;
  if (contentType && !MIME_TYPE.test(contentType)) {
    throw appError('VALIDATION_ERROR', { message: `${MESSAGES.validation} (contentType)` });
  }
  if (declaredTypeRefused(input.target, contentType)) {
    throw appError('FILE_NOT_IMAGE', { message: MESSAGES.fileNotImage(attachmentName) });
  }
  if (input.size !== undefined && input.size > LARGEST_FILE_BYTES) {
    throw appError('FILE_TOO_LARGE', { message: MESSAGES.fileTooLarge(attachmentName) });
  }
  const limit = maxFilesFor(app, input.target);
  if ((input.existingCount ?? 0) >= limit) {
    throw appError('TOO_MANY_FILES', { message: MESSAGES.tooManyFiles(limit, attachmentName) });
  }

  const uuid = randomUUID();
  const storageKey = buildStorageKey(input.target, uuid, attachmentName);
  const isPublic = ATTACHMENT_TARGETS[input.target].public;
  const outcome = await insertAttachmentWithinHourlyLimit(
    app.db,
    {
      uuid,
      ownerUserId: input.user.id,
      target: input.target,
      name: attachmentName,
      storageKey,
      contentType: contentType ?? null,
      sizeBytes: input.size ?? null,
      isPublic,
    },
    app.env.UPLOAD_HOURLY_LIMIT,
  );
  if (!outcome.inserted) {
    throw appError('UPLOAD_LIMIT_EXCEEDED', { retryAfter: outcome.retryAfterSeconds });
  }

  const presignedUrl = await app.storage.createUploadUrl({
    key: storageKey,
    contentType,
    size: input.size,
    maxBytes: LARGEST_FILE_BYTES,
    isPublic,
  });
  return {
    fields: { presignedUrl },
    url: await app.storage.createDownloadUrl(storageKey, isPublic),
    attachmentName,
    uuid,
  };
};

/**
 * The Attachment entity: `name` is the stored (sanitised) file name, `attachmentName` the original
 * one; `url` is public or a fresh signed link. Other modules present their attachments with this,
 * after their own access checks.
 */
export const presentAttachment = async (storage: Storage, row: AttachmentRow): Promise<Attachment> => ({
  uuid: row.uuid,
  name: storedFileName(row.storageKey),
  attachmentName: row.name,
  url: await storage.createDownloadUrl(row.storageKey, row.isPublic),
  isActive: row.isActive,
  isFromKv1: row.isFromKv1,
});

/**
 * Makes sure the file of an attachment row is in storage. The local upload route records it on
 * arrival; with S3 the browser talks to the bucket directly, so the object is looked up here: one
 * over the limit (possible when no size was declared) or not an image where an image belongs is
 * deleted and refused, the others are published with the type their bytes show.
 */
export const confirmUpload = async (app: FastifyInstance, row: AttachmentRow): Promise<AttachmentRow | null> => {
  if (row.uploadedAt) return row;
  const stored = await app.storage.stat(row.storageKey);
  if (!stored) return null;
  if (stored.size > LARGEST_FILE_BYTES) {
    await app.storage.remove(row.storageKey);
    throw appError('FILE_TOO_LARGE', { message: MESSAGES.fileTooLarge(row.name) });
  }
  const contentType = await checkStoredFile(app, row, stored.contentType ?? row.contentType);
  await markAttachmentUploaded(app.db, row.uuid, { sizeBytes: stored.size, contentType });
  return { ...row, uploadedAt: new Date(), sizeBytes: stored.size, contentType };
};

/**
 * The rows a save names, each confirmed in storage: a file whose upload never arrived is refused
 * (ATTACHMENT_NOT_UPLOADED), so nothing links to an address that answers 404. The caller has
 * checked whose files they are.
 */
export const requireUploaded = async (app: FastifyInstance, rows: AttachmentRow[]): Promise<AttachmentRow[]> => {
  const confirmed: AttachmentRow[] = [];
  for (const row of rows) {
    const uploaded = await confirmUpload(app, row);
    if (!uploaded) throw appError('ATTACHMENT_NOT_UPLOADED');
    confirmed.push(uploaded);
  }
  return confirmed;
};

/** One uploaded attachment, for its owner or staff. */
export const getOwnAttachment = async (app: FastifyInstance, user: ActorUser, uuid: string): Promise<Attachment> => {
  const row = await findAttachmentByUuid(app.db, uuid);
  if (!row) throw appError('NOT_FOUND');
  if (!canSeeAttachment(user, row)) throw appError('FORBIDDEN');
  const uploaded = await confirmUpload(app, row);
  if (!uploaded) throw appError('NOT_FOUND');
  return presentAttachment(app.storage, uploaded);
};
