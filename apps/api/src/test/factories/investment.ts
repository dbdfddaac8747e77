import type { InvestmentRole } from '@platform/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investmentCompanies, investments, locations } from '../../db/schema.js';
import { nameLemmasOf } from '../../lib/name-search.js';
import { uniqueSuffix } from './sequence.js';

export type InvestmentRow = typeof investments.$inferSelect;
export type Participant = {
  companyId: number;
  industryId?: number;
  role?: InvestmentRole;
  isSupply?: boolean;
  isService?: boolean;
  valuePln?: number;
};
export type InvestmentOverrides = Partial<typeof investments.$inferInsert> & {
  participants?: Participant[];
  /** Name of the locality (reference data) the investment is in; its coordinates, province and district follow. */
  place?: string;
};

const locality = async (db: Database, name: string) => {
  const [row] = await db
    .select({
      locationId: locations.id,
      latitude: locations.latitude,
      longitude: locations.longitude,
      provinceId: locations.provinceId,
      districtId: locations.districtId,
    })
    .from(locations)
    .where(eq(locations.name, name))
    .orderBy(desc(locations.population), locations.id)
    .limit(1);
  if (!row) throw new Error(`no locality ${name} in the reference data`);
  return row;
};

/**
 * A private building investment in Warsaw (or `place`); `participants` are the companies taking part
 * (an order may be placed only by one of them), by default as subcontractors of industry 401.
 */
export const buildInvestment = async (
  db: Database,
  { participants = [], place = 'Warszawa', ...overrides }: InvestmentOverrides = {},
): Promise<InvestmentRow> => {
  const name = overrides.name ?? `Inwestycja testowa ${uniqueSuffix()}`;
  const [row] = await db
    .insert(investments)
    .values({
      ...(await locality(db, place)),
      character: 'PRIVATE',
      type: 'CONSTRUCTION',
      ...overrides,
      name,
      nameLemmas: nameLemmasOf(name),
    })
    .returning();
  const investment = row!;
  if (participants.length > 0)
    await db.insert(investmentCompanies).values(
      participants.map((p) => ({
        investmentId: investment.id,
        companyId: p.companyId,
        industryId: p.industryId ?? 401,
        role: p.role ?? 'SUBCONTRACTOR',
        isSupply: p.isSupply ?? false,
        isService: p.isService ?? true,
        valuePln: p.valuePln ?? null,
      })),
    );
  return investment;
};
