import { and, between, eq } from 'drizzle-orm';
import { investmentFollows, investmentStageChanges, investmentStages, investments } from '../../../db/schema.js';
import type { PlannerSource } from './planner-source.js';

/**
 * The stage changes of the investments the user watches ('Obserwowane inwestycje'), on the day each
 * was recorded (index investment_follows by user, investment_stage_changes by investment).
 */
export const watchedInvestmentStages: PlannerSource = {
  name: 'watched-investment-stages',
  find: async (db, owner, range) => {
    const rows = await db
      .select({
        id: investmentStageChanges.id,
        investmentId: investments.id,
        investmentName: investments.name,
        stage: investmentStages.name,
        day: investmentStageChanges.changedOn,
      })
      .from(investmentFollows)
      .innerJoin(investmentStageChanges, eq(investmentStageChanges.investmentId, investmentFollows.investmentId))
      .innerJoin(investments, eq(investments.id, investmentFollows.investmentId))
      .innerJoin(investmentStages, eq(investmentStages.id, investmentStageChanges.toStageId))
      .where(
        and(
          eq(investmentFollows.userId, owner.userId),
          between(investmentStageChanges.changedOn, range.from, range.to),
        ),
      );
    return rows.map((r) => ({
      key: `INVESTMENT_STAGE:${r.id}`,
      kind: 'INVESTMENT_STAGE' as const,
      date: r.day,
      endDate: null,
      title: `${r.stage}: ${r.investmentName}`,
      orderId: null,
      investmentId: r.investmentId,
    }));
  },
};
