import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { confirmUpload, findAttachmentsByUuids, presentAttachment } from '../attachments/index.js';

export type ImageColumns = { imageUuid: string | null; imageUrl: string | null };

/**
 * The image of an entry through the upload flow: the entry's current uuid keeps it; another uuid
 * must be an uploaded EDITORIAL_IMAGE (only the superadmin can upload one); null removes it.
 */
export const resolveImage = async (
  app: FastifyInstance,
  wanted: string | null,
  current: ImageColumns | null,
): Promise<ImageColumns> => {
  if (wanted === null) return { imageUuid: null, imageUrl: null };
  if (current?.imageUuid === wanted) return { imageUuid: current.imageUuid, imageUrl: current.imageUrl };
  const [row] = await findAttachmentsByUuids(app.db, [wanted]);
  if (row?.target !== 'EDITORIAL_IMAGE') throw appError('EDITORIAL_IMAGE_INVALID');
  const uploaded = await confirmUpload(app, row);
  if (!uploaded) throw appError('EDITORIAL_IMAGE_INVALID');
  return { imageUuid: uploaded.uuid, imageUrl: (await presentAttachment(app.storage, uploaded)).url };
};
