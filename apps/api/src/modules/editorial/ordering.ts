import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Panel lists of named entries: alphabetical regardless of case, then by id. */
export const byName = (table: { name: PgColumn; id: PgColumn }): SQL[] => [sql`lower(${table.name})`, sql`${table.id}`];
