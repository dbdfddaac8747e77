import type { OrderListType } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { userFilters } from '../../db/schema.js';

export type UserFilterRow = typeof userFilters.$inferSelect;

/** `count` saved filters of a user and type, named "Filtr 1" to "Filtr {count}", with empty filters. */
export const buildUserFilters = async (
  db: Database,
  { userId, type = 'ALL', count = 1 }: { userId: number; type?: OrderListType; count?: number },
): Promise<UserFilterRow[]> =>
  db
    .insert(userFilters)
    .values(Array.from({ length: count }, (_, i) => ({ userId, type, name: `Filtr ${i + 1}`, filters: {} })))
    .returning();
