import { LIMITS, MESSAGES } from '@platform/shared';

export type UploadLimits = { maxBytes: number; maxFiles: number };
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: LIMITS.uploadMaxBytes,
  maxFiles: LIMITS.uploadMaxFilesDefault,
};

/**
 * Client-side mirror of the server's upload limits (document 2, section 5): a file of 50 MB or
 * more is refused; beyond the file count limit the file is not added. Returns the Polish message.
 */
export const checkUploadLimits = (
  file: { name: string; size: number },
  filesSoFar: number,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): string | null => {
  if (file.size >= limits.maxBytes) return MESSAGES.fileTooLarge(file.name);
  if (filesSoFar >= limits.maxFiles) return MESSAGES.tooManyFiles(limits.maxFiles, file.name);
  return null;
};
