import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The ORDER BY term of a name in Polish alphabetical order, the order the web's `comparePolish` gives
 * ('lubuskie', 'łódzkie', 'małopolskie'; case ignored). Both databases: PGlite has no ICU collation
 * ("pl-x-icu"), and the server's default collation may be "C" (every Polish letter after 'z'), so the
 * order is the byte-wise order of `polish_sort_key` (db/functions/polish_sort_key.sql).
 */
export const polishOrder = (name: AnyPgColumn | SQL | SQL.Aliased): SQL => sql`polish_sort_key(${name}) collate "C"`;
