import type { Readable } from 'node:stream';
import { isImageUploadType, MESSAGES } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { isValidStorageKey, type LocalFiles, ObjectTooLargeError } from '../../plugins/storage.js';
import { findAttachmentByKey, markAttachmentUploaded } from './attachments.queries.js';
import { contentDisposition } from './file-names.js';
import { checkStoredFile } from './stored-file-check.js';

/**
 * Texts the spec does not show (our decision). They belong in MESSAGES of packages/shared; kept
 * here until that module takes them.
 */
const mediaType = (contentType: string | undefined | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export type ReceiveUploadInput = {
  key: string;
  query: Record<string, unknown>;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
};

/**
 * The local stand-in for an S3 presigned PUT: checks the signed link (expiry, key, size limit,
 * declared Content-Type), streams the body to disk while counting bytes, checks the stored bytes
 * (an image slot refuses anything else) and records the upload.
 */
export const receiveUpload = async (app: FastifyInstance, files: LocalFiles, input: ReceiveUploadInput) => {
  if (!isValidStorageKey(input.key)) throw appError('NOT_FOUND');
  const grant = await files.verifyUpload(input.key, input.query);
  if (!grant) throw appError('UPLOAD_TOKEN_INVALID');
  const sentType = input.contentType?.trim() || null;
  if (grant.contentType && mediaType(grant.contentType) !== mediaType(sentType)) {
    throw appError('UPLOAD_CONTENT_TYPE_MISMATCH');
  }
  const row = await findAttachmentByKey(app.db, input.key);
  if (!row) throw appError('NOT_FOUND');
  if (row.uploadedAt) throw appError('UPLOAD_ALREADY_DONE');
  const tooLarge = () => appError('FILE_TOO_LARGE', { message: MESSAGES.fileTooLarge(row.name) });
  if (input.contentLength && Number(input.contentLength) > grant.maxBytes) throw tooLarge();

  try {
    const { size } = await files.write(input.key, input.body, grant.maxBytes);
    const contentType = await checkStoredFile(app, row, grant.contentType ?? sentType);
    await markAttachmentUploaded(app.db, row.uuid, { sizeBytes: size, contentType });
  } catch (error) {
    if (error instanceof ObjectTooLargeError) throw tooLarge();
    throw error;
  }
};

/**
 * A stored file for the download route: public targets for anyone, private ones only with a valid
 * signed link. Answers what the route needs to stream it with safe headers.
 */
export const openStoredFile = async (
  app: FastifyInstance,
  files: LocalFiles,
  input: { key: string; query: Record<string, unknown> },
) => {
  if (!isValidStorageKey(input.key)) throw appError('NOT_FOUND');
  const row = await findAttachmentByKey(app.db, input.key);
  if (!row?.uploadedAt) throw appError('NOT_FOUND');
  if (!row.isPublic && !(await files.verifyDownload(input.key, input.query))) throw appError('FORBIDDEN');
  const file = await files.open(input.key);
  if (!file) throw appError('NOT_FOUND');
  const contentType = row.contentType ?? 'application/octet-stream';
  return {
    ...file,
    contentType,
    isPublic: row.isPublic,
    // Only the accepted image types are shown in the browser; anything else is offered as a download.
    disposition: contentDisposition(isImageUploadType(contentType) ? 'inline' : 'attachment', row.name),
  };
};
