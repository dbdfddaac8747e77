import type { Database } from '../db/client.js';

/**
 * A hot query built once per database (drizzle's `.prepare()` with `sql.placeholder`), not per call:
 * building a query object costs more than the query on a small read. PostgreSQL also parses a named
 * statement once per connection. Usage in a `*.queries.ts` file:
 *
 *   const profileQuery = preparedPerDatabase((db) => db.select(...).where(eq(users.id, sql.placeholder('id'))).prepare('user_profile'));
 *   export const findUserProfile = async (db: Database, id: number) => (await profileQuery(db).execute({ id }))[0] ?? null;
 */
export const preparedPerDatabase = <T>(build: (db: Database) => T): ((db: Database) => T) => {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
};
