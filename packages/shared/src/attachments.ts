import { z } from 'zod';
import { LIMITS } from './constants.js';
import { text } from './text.js';

/**
 * Where an upload belongs. Public targets (logos, gallery, offer pages) are readable by anyone;
 * the others are served only through signed download links.
 */
export const ATTACHMENT_TARGETS = {
  ORDER: { public: false, maxFiles: LIMITS.uploadMaxFilesDefault },
  CONVERSATION: { public: false, maxFiles: LIMITS.uploadMaxFilesDefault },
  ADDITIONAL: { public: false, maxFiles: LIMITS.uploadMaxFilesDefault },
  COMPANY_LOGO: { public: true, maxFiles: 1 },
  COMPANY_GALLERY: { public: true, maxFiles: LIMITS.uploadMaxFilesDefault },
  COMPANY_OFFER: { public: true, maxFiles: LIMITS.uploadMaxFilesDefault },
  /** Images of the editorial content (articles, webinars, speakers, partners): superadmin only. */
  EDITORIAL_IMAGE: { public: true, maxFiles: 1 },
} as const;
export type AttachmentTarget = keyof typeof ATTACHMENT_TARGETS;
export const attachmentTargetSchema = z.enum(
  Object.keys(ATTACHMENT_TARGETS) as [AttachmentTarget, ...AttachmentTarget[]],
);

export const uploadTargetParamsSchema = z.object({
  target: attachmentTargetSchema,
  fileName: text().trim().min(1).max(255),
});

/** Body of the upload-target call: the declared size lets the server refuse a file before upload. */
export const uploadTargetRequestSchema = z
  .object({
    size: z.number().int().min(0).optional(),
    contentType: text().max(200).optional(),
    /** Files already attached to the same target object (e.g. an order being edited). */
    existingCount: z.number().int().min(0).optional(),
  })
  // Fastify hands a POST without a body over as null.
  .nullish();

export const uploadTargetSchema = z
  .object({
    fields: z.object({ presignedUrl: text() }),
    url: text(),
    attachmentName: text(),
    uuid: text(),
  })
  .meta({ id: 'UploadTarget' });
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/** Attachment entity (document 2, section 3). */
export const attachmentSchema = z
  .object({
    uuid: text(),
    name: text(),
    attachmentName: text(),
    url: text(),
    isActive: z.boolean(),
    isFromKv1: z.boolean(),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachmentSchema>;
