import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { EditorialTable } from './editorial-crud.queries.js';

export type NamedRow = { id: number; name: string } & Record<string, unknown>;

/** The linked entries of a batch of rows in one query: id -> row. */
export const loadLinked = async (
  db: Database,
  table: EditorialTable,
  ids: Iterable<number>,
): Promise<Map<number, NamedRow>> => {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = (await db.select().from(table).where(inArray(table.id, unique))) as NamedRow[];
  return new Map(rows.map((r) => [r.id, r]));
};

/** Linked ids -> their entries, in the order stored, leaving out any that no longer exist. */
export const pick = <T>(map: Map<number, T>, ids: number[]): T[] =>
  ids.flatMap((id) => {
    const found = map.get(id);
    return found ? [found] : [];
  });
