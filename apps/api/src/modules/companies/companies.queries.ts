import type { CompanySearchResult } from '@platform/shared';
import { normalizeNip } from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { nameMatches } from '../../lib/name-search.js';
import { likePrefix } from '../../lib/sql-text.js';

/**
 * Companies by name (diacritics and Polish inflection ignored, nameMatches) or by NIP
 * prefix when the text is digits; names starting with the text come first. Paginated in SQL.
 */
export const searchCompanies = async (
  db: Database,
  query: { search: string; page: number; size: number },
): Promise<{ rows: CompanySearchResult[]; total: number }> => {
  const text = query.search.trim();
  const digits = normalizeNip(text);
  const byNip = /^\d{3,10}$/.test(digits);
  const byName = nameMatches(sql`c.name`, sql`c.name_lemmas`, text);
  const prefix = likePrefix(text);
  const where = !text
    ? sql`not c.deleted`
    : byNip
      ? sql`not c.deleted and (c.nip like ${`${digits}%`} or ${byName})`
      : sql`not c.deleted and ${byName}`;
  const result = await db.execute<{ id: number; name: string; nip: string | null; total: string }>(sql`
    select c.id, c.name, c.nip, count(*) over () as total
      from companies c
     where ${where}
     order by (fold_text(c.name) like fold_text(${prefix})) desc, polish_sort_key(c.name) collate "C", c.id
     limit ${query.size} offset ${query.page * query.size}`);
  const total = result.rows[0] ? Number(result.rows[0].total) : 0;
  return { rows: result.rows.map((r) => ({ id: Number(r.id), name: r.name, nip: r.nip })), total };
};

export type CompanyRow = typeof companies.$inferSelect;

/** Every company call starts here, so the statement is prepared once per database handle. */
const findCompanyStatements = new WeakMap<Database, ReturnType<typeof prepareFindCompany>>();
const prepareFindCompany = (db: Database) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_company_by_id');

export const findCompany = async (db: Database, id: number): Promise<CompanyRow | null> => {
  let statement = findCompanyStatements.get(db);
  if (!statement) {
    statement = prepareFindCompany(db);
    findCompanyStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row ?? null;
};
