import type { Database } from '../../db/client.js';
import { type EditorialRow, type EditorialTable, findRowsByIds } from './editorial-crud.queries.js';

/** The linked entries of a batch of rows in one query: id -> row (the linked table's own row type). */
export const loadLinked = async <T extends EditorialTable>(
  db: Database,
  table: T,
  ids: Iterable<number>,
): Promise<Map<number, EditorialRow<T>>> => {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await findRowsByIds(db, table, unique);
  return new Map(rows.map((r) => [r.id, r]));
};

/** Linked ids -> their entries, in the order stored, leaving out any that no longer exist. */
export const pick = <T>(map: Map<number, T>, ids: number[]): T[] =>
  ids.flatMap((id) => {
    const found = map.get(id);
    return found ? [found] : [];
  });
