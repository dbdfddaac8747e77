import { type AttachmentTarget, type UploadTarget, uploadTargetSchema } from '@platform/shared';
import { request } from '@/lib/api-client';

/**
 * POST /api/v2/attachments/{target}/{fileName} {size, contentType} -> the presigned address.
 * Errors (FILE_TOO_LARGE, TOO_MANY_FILES, 429) are shown by the upload list, not as page changes.
 */
export const getUploadTarget = (
  target: AttachmentTarget,
  file: File,
  existingCount?: number,
  signal?: AbortSignal,
): Promise<UploadTarget> =>
  request(`/attachments/${target}/${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: { size: file.size, contentType: contentTypeOf(file), existingCount },
    schema: uploadTargetSchema,
    signal,
    failures: 'quiet',
  });

export const contentTypeOf = (file: File): string => file.type || 'application/octet-stream';
