import { type AttachmentTarget, isImageUploadType, MESSAGES } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { type AttachmentRow, confirmUpload, findAttachmentsByUuids } from '../attachments/index.js';
import { canUseAttachmentOf } from './company.policy.js';

const invalid = () => appError('ATTACHMENT_INVALID');

/**
 * Checks the uploaded files a company save refers to: each must exist, belong to the expected target,
 * be uploaded, and be the saver's own upload (admins: anyone's) unless it is already linked to the
 * company (`linked`). Answers the rows by uuid; anything else is a 400 ATTACHMENT_INVALID.
 */
export const resolveCompanyAttachments = async (
  app: FastifyInstance,
  user: ActorUser,
  uuids: string[],
  targets: AttachmentTarget[],
  linked: ReadonlySet<string>,
): Promise<Map<string, AttachmentRow>> => {
  const unique = [...new Set(uuids)];
  const rows = await findAttachmentsByUuids(app.db, unique);
  if (rows.length !== unique.length) throw invalid();
  const byUuid = new Map<string, AttachmentRow>();
  for (const row of rows) {
    if (!targets.includes(row.target as AttachmentTarget)) throw invalid();
    if (!linked.has(row.uuid) && !canUseAttachmentOf(user, row.ownerUserId)) throw invalid();
    const uploaded = await confirmUpload(app, row);
    if (!uploaded) throw invalid();
    byUuid.set(row.uuid, uploaded);
  }
  return byUuid;
};

/**
 * The photo slots of a save (the offer's main photo, section photos, avatars) take images only; a
 * COMPANY_OFFER upload may be any file (the sections' 'Załączniki'), so its recorded type, set from
 * its stored bytes on upload, decides. Files already linked stay as they are.
 */
export const requireImages = (
  rows: ReadonlyMap<string, AttachmentRow>,
  photoUuids: string[],
  linked: ReadonlySet<string>,
): void => {
  for (const uuid of photoUuids) {
    const row = rows.get(uuid);
    if (row && !linked.has(uuid) && !isImageUploadType(row.contentType)) {
      throw appError('FILE_NOT_IMAGE', { message: MESSAGES.fileNotImage(row.name) });
    }
  }
};
