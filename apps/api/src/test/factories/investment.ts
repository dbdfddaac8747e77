import type { InvestmentRole } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { investmentCompanies, investments } from '../../db/schema.js';
import { uniqueSuffix } from './sequence.js';

export type InvestmentRow = typeof investments.$inferSelect;
export type Participant = { companyId: number; industryId?: number; role?: InvestmentRole };
export type InvestmentOverrides = Partial<typeof investments.$inferInsert> & { participants?: Participant[] };

/**
 * A private building investment in central Warsaw; `participants` are the companies taking part
 * (an order may be placed only by one of them), by default as subcontractors of industry 401.
 */
export const buildInvestment = async (
  db: Database,
  { participants = [], ...overrides }: InvestmentOverrides = {},
): Promise<InvestmentRow> => {
  const [row] = await db
    .insert(investments)
    .values({
      name: `Inwestycja testowa ${uniqueSuffix()}`,
      latitude: 52.2297,
      longitude: 21.0122,
      provinceId: 7,
      character: 'PRIVATE',
      type: 'CONSTRUCTION',
      ...overrides,
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
      })),
    );
  return investment;
};
