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

/** How a stored file is served: its type, `inline` or `attachment; filename=...`, and whether anyone may read it. */
export type ServedAs = { contentType: string; disposition: string; isPublic: boolean };

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
  /** The first `bytes` bytes of a stored object (fewer for a smaller one), null when it is missing. */
  readStart: (key: string, bytes: number) => Promise<Buffer | null>;
  /**
   * Fixes how a confirmed upload is served: S3 rewrites the object's Content-Type and
   * Content-Disposition (and makes a public target readable only now); the local folder keeps
   * nothing beside the bytes (its download route reads the attachment row).
   */
  publish: (key: string, served: ServedAs) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** Set for the local folder (its routes are then registered), null with S3. */
  local: LocalFiles | null;
};

/** Signed download links last a day; their expiry is rounded to the hour so a page's links stay cacheable. */
export const DOWNLOAD_URL_TTL_SECONDS = 24 * 3600;
export const HOUR = 3600;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
