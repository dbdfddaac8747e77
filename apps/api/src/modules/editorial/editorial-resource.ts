import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { appError } from '../../lib/app-error.js';
import { type AnyRow, countExisting, type EditorialTable } from './editorial-crud.queries.js';

/**
 * One kind of editorial entry as the editors panel edits it (issue 17): its table, its contract and
 * the few things that differ between kinds. The list, read, create, update and delete calls, their
 * service and their SQL are written once (editorial-crud.*) for the ten kinds.
 */
export type EditorialResource<Q extends { page: number; size: number } = { page: number; size: number }> = {
  /** path segment under /editorial, e.g. 'tags' */
  path: string;
  /** OpenAPI description of the kind, Polish name for nothing: the web app owns the labels */
  description: string;
  table: EditorialTable;
  writeSchema: z.ZodType;
  itemSchema: z.ZodType;
  querySchema: z.ZodType<Q>;
  where: (query: Q) => (SQL | undefined)[];
  orderBy: SQL[];
  /** the write (already validated) -> column values; links and images are checked here */
  toValues: (app: FastifyInstance, write: never, current: AnyRow | null) => Promise<Record<string, unknown>>;
  /** rows -> answers, a batch at a time (linked names in one query per kind, never per row) */
  present: (app: FastifyInstance, rows: AnyRow[]) => Promise<unknown[]>;
  /** clears the links other entries hold to the one being deleted (same transaction) */
  beforeDelete?: (tx: DbExecutor, id: number) => Promise<void>;
};

export const defineResource = <Q extends { page: number; size: number }>(resource: EditorialResource<Q>) =>
  resource as unknown as EditorialResource;

/** Every linked id must exist: a link to a missing entry is a 400, nothing is stored. */
export const requireLinks = async (db: DbExecutor, table: EditorialTable, ids: number[]): Promise<void> => {
  if (ids.length && (await countExisting(db, table, ids)) !== ids.length) throw appError('EDITORIAL_UNKNOWN_LINK');
};
