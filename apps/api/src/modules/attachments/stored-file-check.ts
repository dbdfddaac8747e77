import { ATTACHMENT_TARGETS, type AttachmentTarget, isImageUploadType, MESSAGES } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { appError } from '../../lib/app-error.js';
import type { AttachmentRow } from './attachments.queries.js';
import { contentDisposition } from './file-names.js';

// file-type recognises every format it knows from at most this many leading bytes.
const SNIFF_BYTES = 4100;
const UNKNOWN_TYPE = 'application/octet-stream';

export const imagesOnly = (target: string): boolean =>
  ATTACHMENT_TARGETS[target as AttachmentTarget]?.imagesOnly ?? false;

/**
 * A declared type an image slot can refuse before the upload: anything but an accepted image type
 * (a browser that cannot name the type sends octet-stream; the stored bytes decide then).
 */
export const declaredTypeRefused = (target: string, contentType: string | undefined): boolean =>
  imagesOnly(target) && !!contentType && !isImageUploadType(contentType) && !contentType.startsWith(UNKNOWN_TYPE);

/**
 * Decides what an arrived upload is from its stored bytes (the name and the uploader's label prove
 * nothing): an image slot takes JPEG, PNG, WebP or GIF only, and a refused file is deleted at once;
 * a public file is served with the type its bytes show; anything but an accepted image is served as
 * a download. Answers the content type to record for the attachment.
 */
export const checkStoredFile = async (
  app: FastifyInstance,
  row: Pick<AttachmentRow, 'storageKey' | 'target' | 'name' | 'isPublic'>,
  declaredType: string | null,
): Promise<string> => {
  const head = await app.storage.readStart(row.storageKey, SNIFF_BYTES);
  const sniffed = head?.length ? (await fileTypeFromBuffer(head))?.mime : undefined;
  const image = sniffed && isImageUploadType(sniffed) ? sniffed : null;
  if (!image && imagesOnly(row.target)) {
    await app.storage.remove(row.storageKey);
    throw appError('FILE_NOT_IMAGE', { message: MESSAGES.fileNotImage(row.name) });
  }
  // A private file keeps its declared type (it is only ever a download or an image); a public one
  // never carries the uploader's label.
  const contentType = image ?? (row.isPublic ? (sniffed ?? UNKNOWN_TYPE) : (declaredType ?? UNKNOWN_TYPE));
  await app.storage.publish(row.storageKey, {
    contentType,
    disposition: contentDisposition(image ? 'inline' : 'attachment', row.name),
    isPublic: row.isPublic,
  });
  return contentType;
};
