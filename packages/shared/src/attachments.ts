import { z } from 'zod';
import { LIMITS } from './constants.js';
import { line, text } from './text.js';

/**
 * Where an upload belongs. Public targets (logos, gallery, offer pages) are readable by anyone;
 * the others are served only through signed download links.
 */
export const ATTACHMENT_TARGETS = {
  ORDER: { public: false, imagesOnly: false, maxFiles: LIMITS.uploadMaxFilesDefault },
  CONVERSATION: { public: false, imagesOnly: false, maxFiles: LIMITS.uploadMaxFilesDefault },
  ADDITIONAL: { public: false, imagesOnly: false, maxFiles: LIMITS.uploadMaxFilesDefault },
  COMPANY_LOGO: { public: true, imagesOnly: true, maxFiles: 1 },
  COMPANY_GALLERY: { public: true, imagesOnly: true, maxFiles: LIMITS.uploadMaxFilesDefault },
  /**
   * Photos and the sections' files ('Załączniki', spec 2.2) of the company offer: any file, served as
   * a download unless it is an image; the offer's photo slots take images only (checked on save).
   */
  COMPANY_OFFER: { public: true, imagesOnly: false, maxFiles: LIMITS.uploadMaxFilesDefault },
  /** Images of the editorial content (articles, webinars, speakers, partners): superadmin only. */
  EDITORIAL_IMAGE: { public: true, imagesOnly: true, maxFiles: 1 },
} as const;
export type AttachmentTarget = keyof typeof ATTACHMENT_TARGETS;
export const attachmentTargetSchema = z.enum(
  Object.keys(ATTACHMENT_TARGETS) as [AttachmentTarget, ...AttachmentTarget[]],
);

/**
 * The image types an image slot accepts, recognised from the stored bytes, never from the name or
 * the declared type. SVG is not among them: it is a document that can carry script.
 */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const isImageUploadType = (mediaType: string | null | undefined): boolean =>
  (IMAGE_UPLOAD_TYPES as readonly string[]).includes((mediaType ?? '').split(';')[0]!.trim().toLowerCase());
/** The file picker's filter of an image slot (the same types as the server's check). */
export const IMAGE_UPLOAD_ACCEPT = ['.jpg', '.jpeg', '.png', '.webp', '.gif', ...IMAGE_UPLOAD_TYPES].join(',');

export const uploadTargetParamsSchema = z.object({
  target: attachmentTargetSchema,
  fileName: line().trim().min(1).max(255),
});

/** Body of the upload-target call: the declared size lets the server refuse a file before upload. */
export const uploadTargetRequestSchema = z
  .object({
    size: z.number().int().min(0).optional(),
    contentType: line().max(200).optional(),
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
