import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { nipControlDigit } from '../../db/seed/demo/identifiers.js';
import { nameLemmasOf } from '../../lib/name-search.js';
import { uniqueSuffix } from './sequence.js';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyOverrides = Partial<typeof companies.$inferInsert>;

let nipSerial = Math.floor(Math.random() * 500_000);

/** A NIP with a valid checksum from tax office 999, which the seed never issues (it draws 101-998). */
export const validNip = (): string => {
  for (;;) {
    const first9 = `999${String(++nipSerial % 1_000_000).padStart(6, '0')}`;
    const control = nipControlDigit(first9);
    if (control !== null) return `${first9}${control}`;
  }
};

/** An active company in Warsaw with no NIP (the unique index skips it), any column overridable. */
export const buildCompany = async (db: Database, overrides: CompanyOverrides = {}): Promise<CompanyRow> => {
  const name = overrides.name ?? `Firma Testowa ${uniqueSuffix()} Sp. z o.o.`;
  const [row] = await db
    .insert(companies)
    .values({
      city: 'Warszawa',
      provinceId: 7,
      zipCode: '00-001',
      ...overrides,
      name,
      nameLemmas: nameLemmasOf(name),
    })
    .returning();
  return row!;
};

/** Several companies in one go, in id order, each as `buildCompany` makes it. */
export const buildCompanies = async (db: Database, count: number, overrides: CompanyOverrides = {}) => {
  const built: CompanyRow[] = [];
  for (let i = 0; i < count; i++) built.push(await buildCompany(db, overrides));
  return built;
};
