import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { uniqueSuffix } from './sequence.js';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyOverrides = Partial<typeof companies.$inferInsert>;

/** An active company in Warsaw with no NIP (the unique index skips it), any column overridable. */
export const buildCompany = async (db: Database, overrides: CompanyOverrides = {}): Promise<CompanyRow> => {
  const [row] = await db
    .insert(companies)
    .values({
      name: `Firma Testowa ${uniqueSuffix()} Sp. z o.o.`,
      city: 'Warszawa',
      provinceId: 7,
      zipCode: '00-001',
      ...overrides,
    })
    .returning();
  return row!;
};
