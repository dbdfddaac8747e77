import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { investmentChanges, investmentStageChanges, investmentStages, investments } from '../../db/schema.js';

export const findInvestmentExists = async (db: DbExecutor, id: number): Promise<boolean> => {
  const [row] = await db.select({ id: investments.id }).from(investments).where(eq(investments.id, id)).limit(1);
  return !!row;
};

export const findStage = async (db: DbExecutor, id: number) => {
  const [row] = await db.select().from(investmentStages).where(eq(investmentStages.id, id)).limit(1);
  return row ?? null;
};

/** The investment's editable data, its row locked for the change that follows. */
export const lockInvestment = async (tx: DbExecutor, id: number) => {
  const [row] = await tx
    .select({
      id: investments.id,
      name: investments.name,
      stageId: investments.stageId,
      description: investments.description,
      valuePln: investments.valuePln,
      startDate: investments.startDate,
      endDate: investments.endDate,
    })
    .from(investments)
    .where(eq(investments.id, id))
    .for('update');
  return row ?? null;
};
export type LockedInvestment = NonNullable<Awaited<ReturnType<typeof lockInvestment>>>;

export const insertStageChange = async (tx: DbExecutor, row: typeof investmentStageChanges.$inferInsert) => {
  const [saved] = await tx.insert(investmentStageChanges).values(row).returning({ id: investmentStageChanges.id });
  return saved!.id;
};

export const updateInvestment = (tx: DbExecutor, id: number, set: Partial<typeof investments.$inferInsert>) =>
  tx
    .update(investments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(investments.id, id));

export const insertChange = (tx: DbExecutor, row: typeof investmentChanges.$inferInsert) =>
  tx.insert(investmentChanges).values(row);

/**
 * Merges a duplicate into the kept investment: its participations (those the kept one lacks), orders,
 * followers, stage history and change log move over, then the duplicate is deleted (what is left of it
 * goes by cascade). The other tables that name an investment without a key (user activation links, membership
 * requests) are pointed at the kept one too.
 */
export const mergeInvestmentRows = async (tx: DbExecutor, keptId: number, duplicateId: number) => {
  await tx.execute(sql`
    insert into investment_companies (investment_id, company_id, industry_id, role, is_supply, is_service, value_pln)
    select ${keptId}, company_id, industry_id, role, is_supply, is_service, value_pln
      from investment_companies where investment_id = ${duplicateId}
    on conflict do nothing`);
  await tx.execute(sql`update orders set investment_id = ${keptId} where investment_id = ${duplicateId}`);
  await tx.execute(sql`
    insert into investment_follows (user_id, investment_id, note, created_at, seen_at)
    select user_id, ${keptId}, note, created_at, seen_at from investment_follows where investment_id = ${duplicateId}
    on conflict do nothing`);
  await tx.execute(
    sql`update investment_stage_changes set investment_id = ${keptId} where investment_id = ${duplicateId}`,
  );
  await tx.execute(sql`update investment_changes set investment_id = ${keptId} where investment_id = ${duplicateId}`);
  await tx.execute(
    sql`update user_activation_links set investment_id = ${keptId} where investment_id = ${duplicateId}`,
  );
  await tx.execute(
    sql`update company_membership_requests set investment_id = ${keptId} where investment_id = ${duplicateId}`,
  );
  await tx.delete(investments).where(eq(investments.id, duplicateId));
};
