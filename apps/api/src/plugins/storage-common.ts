import type { Readable } from 'node:stream';

// What the local and the S3 storage share (storage.ts loads storage-s3.ts only when S3 is set up,
// so the shared pieces live here rather than in either of them).

export type UploadUrlOptions = {
  key: string;
  /** Declared by the browser; when given, the upload must carry exactly this Content-Type. */
  contentType?: string;
  /** Declared size in bytes; when given, the upload may not be larger (S3: must be exactly this size). */
  size?: number;
  /** The largest file accepted at all. */
  maxBytes: number;
  isPublic: boolean;
};

export type StoredObject = { size: number; contentType: string | null };

/** What a valid signed upload link allows. */
export type UploadGrant = { maxBytes: number; contentType: string | null };

/** The local folder's own operations, used by its upload and download routes. */
export type LocalFiles = {
  root: string;
  verifyUpload: (key: string, query: Record<string, unknown>) => Promise<UploadGrant | null>;
  verifyDownload: (key: string, query: Record<string, unknown>) => Promise<boolean>;
  /** Streams a body to the key; throws ObjectTooLargeError (leaving no file) past maxBytes. */
  write: (key: string, body: Readable, maxBytes: number) => Promise<{ size: number }>;
  open: (key: string) => Promise<{ stream: Readable; size: number } | null>;
};

export type Storage = {
  kind: 'local' | 's3';
  createUploadUrl: (options: UploadUrlOptions) => Promise<string>;
  /** Public files: a stable address; private files: a signed link valid for about a day. */
  createDownloadUrl: (key: string, isPublic: boolean) => Promise<string>;
  stat: (key: string) => Promise<StoredObject | null>;
  remove: (key: string) => Promise<void>;
  /** Set for the local folder (its routes are then registered), null with S3. */
  local: LocalFiles | null;
};

/** Signed download links last a day; their expiry is rounded to the hour so a page's links stay cacheable. */
export const DOWNLOAD_URL_TTL_SECONDS = 24 * 3600;
export const HOUR = 3600;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
