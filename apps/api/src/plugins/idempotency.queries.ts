import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { idempotentRequests } from '../db/schema.js';

export type StoredRequest = {
  fingerprint: string;
  /** Null while the first request is being answered. */
  status: number | null;
  contentType: string | null;
  body: string | null;
};

const stored = {
  fingerprint: idempotentRequests.fingerprint,
  status: idempotentRequests.status,
  contentType: idempotentRequests.contentType,
  body: idempotentRequests.body,
};

/**
 * Claims (scope, key) for a first request: true when this request now owns it. A row older than the
 * answer's life, or a claim left pending past `pendingMs` (its request died), is taken over.
 */
export const claimRequest = async (
  db: Database,
  row: { scope: string; key: string; fingerprint: string },
  ttlMs: number,
  pendingMs: number,
): Promise<boolean> => {
  const claimed = await db
    .insert(idempotentRequests)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotentRequests.scope, idempotentRequests.key],
      set: { fingerprint: row.fingerprint, status: null, contentType: null, body: null, createdAt: sql`now()` },
      setWhere: or(
        lt(idempotentRequests.createdAt, sql`now() - ${ttlMs} * interval '1 millisecond'`),
        and(
          isNull(idempotentRequests.status),
          lt(idempotentRequests.createdAt, sql`now() - ${pendingMs} * interval '1 millisecond'`),
        ),
      ),
    })
    .returning({ key: idempotentRequests.key });
  return claimed.length > 0;
};

export const readRequest = async (db: Database, scope: string, key: string): Promise<StoredRequest | null> => {
  const [row] = await db
    .select(stored)
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
  return row ?? null;
};

export const completeRequest = (
  db: Database,
  scope: string,
  key: string,
  answer: { status: number; contentType: string | null; body: string | null },
) =>
  db
    .update(idempotentRequests)
    .set(answer)
    .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));

export const releaseRequest = (db: Database, scope: string, key: string) =>
  db
    .delete(idempotentRequests)
    .where(
      and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key), isNull(idempotentRequests.status)),
    );

/** Drops answers past their life (run now and then by the plugin, so the table stays small). */
export const deleteExpiredRequests = (db: Database, ttlMs: number) =>
  db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, sql`now() - ${ttlMs} * interval '1 millisecond'`));
