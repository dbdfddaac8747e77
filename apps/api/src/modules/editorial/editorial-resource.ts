import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { appError } from '../../lib/app-error.js';
import {
  countExisting,
  type EditorialRow,
  type EditorialTable,
  type EditorialValues,
} from './editorial-crud.queries.js';

export type PanelQuery = { page: number; size: number };

/**
 * One kind of editorial entry as the editors panel edits it (spec 2.9): its table, its contract and
 * the few things that differ between kinds. The list, read, create, update and delete calls, their
 * service and their SQL are written once (editorial-crud.*) for the ten kinds. The types follow the
 * table and the contract: `toValues` gets the validated write and the table's row and must give the
 * table's insert shape; `present` gets the table's rows and must give the item of the contract.
 */
export type EditorialResource<
  T extends EditorialTable,
  W,
  Q extends PanelQuery,
  I,
  V extends EditorialValues<T> = EditorialValues<T>,
> = {
  /** path segment under /editorial, e.g. 'tags' */
  path: string;
  /** OpenAPI description of the kind, Polish name for nothing: the web app owns the labels */
  description: string;
  table: T;
  writeSchema: z.ZodType<W>;
  itemSchema: z.ZodType<I>;
  querySchema: z.ZodType<Q>;
  where: (query: Q) => (SQL | undefined)[];
  orderBy: SQL[];
  /** the write (already validated) -> column values; links and images are checked here */
  toValues: (app: FastifyInstance, write: W, current: EditorialRow<T> | null) => Promise<V>;
  /** rows -> answers, a batch at a time (linked names in one query per kind, never per row) */
  present: (app: FastifyInstance, rows: EditorialRow<T>[]) => Promise<I[]>;
  /** clears the links other entries hold to the one being deleted (same transaction) */
  beforeDelete?: (tx: DbExecutor, id: number) => Promise<void>;
};

/** The values name only the table's columns (a misspelt optional column would otherwise be dropped). */
type OnlyColumns<T extends EditorialTable, V> = [Exclude<keyof V, keyof EditorialValues<T>>] extends [never]
  ? unknown
  : { toValues: `not a column of the table: ${Exclude<keyof V, keyof EditorialValues<T>> & string}` };

/** Infers the table, write, query and item types of a kind from its table and its schemas. */
export const defineResource = <T extends EditorialTable, W, Q extends PanelQuery, I, V extends EditorialValues<T>>(
  resource: EditorialResource<T, W, Q, I, V> & OnlyColumns<T, V>,
): EditorialResource<T, W, Q, I> => resource;

/** Every linked id must exist: a link to a missing entry is a 400, nothing is stored. */
export const requireLinks = async (db: DbExecutor, table: EditorialTable, ids: number[]): Promise<void> => {
  if (ids.length && (await countExisting(db, table, ids)) !== ids.length) throw appError('EDITORIAL_UNKNOWN_LINK');
};
