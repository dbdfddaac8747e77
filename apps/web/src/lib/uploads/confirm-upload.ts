import { type Attachment, attachmentSchema } from '@platform/shared';
import { request } from '@/lib/api-client';

/**
 * GET /api/v2/attachments/{uuid} after the PUT: the server checks the stored bytes (an image slot
 * refuses anything but an image, FILE_NOT_IMAGE) and only then publishes the file, so the preview
 * uses the address it answers. Errors are shown by the upload list.
 */
export const confirmUpload = (uuid: string, signal?: AbortSignal): Promise<Attachment> =>
  request(`/attachments/${encodeURIComponent(uuid)}`, { schema: attachmentSchema, signal, failures: 'quiet' });
