import { ATTACHMENT_TARGETS, type AttachmentTarget } from '@platform/shared';

const MAX_SAFE_NAME = 120;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The name shown to users: the original, without control characters. */
export const displayFileName = (fileName: string): string => fileName.replace(CONTROL_CHARACTERS, '').trim() || 'plik';

/**
 * A name safe in a storage key and a URL: the last path segment only, Polish letters folded to
 * ASCII, anything else but letters, digits, dot, dash and underscore replaced; never empty, never
 * starting with a dot, at most 120 characters with the extension kept.
 */
export const safeFileName = (fileName: string): string => {
  const lastSegment = fileName.split(/[\\/]/).pop() ?? '';
  const ascii = lastSegment
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const cleaned = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-*\.[.-]*/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '');
  if (!cleaned) return 'plik';
  if (cleaned.length <= MAX_SAFE_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_SAFE_NAME - extension.length) + extension;
};

const keyFolder = (target: AttachmentTarget) => target.toLowerCase().replaceAll('_', '-');

/** `<target>/<yyyy>/<mm>/<uuid>/<safe name>`: unique by the uuid, browsable by date. */
export const buildStorageKey = (target: AttachmentTarget, uuid: string, fileName: string, now = new Date()): string => {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${keyFolder(target)}/${year}/${month}/${uuid}/${safeFileName(fileName)}`;
};

/** The target a storage key was built for (its first folder), null for a key of no target. */
export const storageKeyTarget = (storageKey: string): AttachmentTarget | null =>
  (Object.keys(ATTACHMENT_TARGETS) as AttachmentTarget[]).find((target) =>
    storageKey.startsWith(`${keyFolder(target)}/`),
  ) ?? null;

/** The stored file name at the end of a key. */
export const storedFileName = (storageKey: string): string => storageKey.slice(storageKey.lastIndexOf('/') + 1);

/** `Content-Disposition` with an ASCII fallback and the UTF-8 original (RFC 6266 / 5987). */
export const contentDisposition = (kind: 'inline' | 'attachment', fileName: string): string =>
  `${kind}; filename="${safeFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(displayFileName(fileName))}`;
