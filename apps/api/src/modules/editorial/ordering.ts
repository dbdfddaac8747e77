import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { polishOrder } from '../../lib/polish-order.js';

/** Panel lists of named entries: in Polish alphabetical order regardless of case, then by id. */
export const byName = (table: { name: PgColumn; id: PgColumn }): SQL[] => [polishOrder(table.name), sql`${table.id}`];
