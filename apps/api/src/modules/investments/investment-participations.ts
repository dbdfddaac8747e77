import type { InvestmentRole } from '@platform/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { investmentCompanies } from '../../db/schema.js';
import { findActiveInvestments } from './investments.queries.js';

/**
 * A company's confirmed participation (the 'Brałem udział' declarations): the investments module
 * owns investment_companies, so the declarations reach it through this function of its face. One
 * row per industry; the declared value is split evenly among them. The company statistics are read
 * from these rows (companies module, company-stats.queries.ts), so a confirmed one counts at once
 * (the caller forgets the statistics cache after its transaction).
 */
export type ConfirmedParticipation = {
  investmentId: number;
  companyId: number;
  industryIds: number[];
  role: InvestmentRole;
  valuePln: number | null;
};

export const addConfirmedParticipation = async (tx: DbExecutor, p: ConfirmedParticipation): Promise<void> => {
  if (p.industryIds.length === 0) return;
  const share = p.valuePln === null ? null : Math.round(p.valuePln / p.industryIds.length);
  await tx
    .insert(investmentCompanies)
    .values(
      p.industryIds.map((industryId) => ({
        investmentId: p.investmentId,
        companyId: p.companyId,
        industryId,
        role: p.role,
        isSupply: p.role === 'SUPPLIER',
        isService: p.role !== 'SUPPLIER',
        valuePln: share,
      })),
    )
    .onConflictDoUpdate({
      target: [investmentCompanies.investmentId, investmentCompanies.companyId, investmentCompanies.industryId],
      set: { role: sql`excluded.role`, valuePln: sql`coalesce(excluded.value_pln, investment_companies.value_pln)` },
    });
};

/** Whether the investment exists (a declaration names it). */
export const investmentExists = async (db: DbExecutor, id: number): Promise<boolean> => {
  const result = await db.execute(sql`select 1 from investments where id = ${id}`);
  return result.rows.length > 0;
};

/**
 * Any active investment by a part of its name, for the declaration's search box (every company
 * declares investments it may not yet be part of, so this is not the order form's list of its own).
 */
export const findInvestmentChoices = (db: Database, query: { search?: string; page: number; size: number }) =>
  findActiveInvestments(db, { companyId: null, ...query });

/**
 * The staff's edit of a company's participations (the admin 'Inwestycje' dialog of the company edit,
 * document 2, section 6). One row per investment and industry; the supply/service flags follow the
 * role as in a confirmed declaration.
 */
export type ParticipationKey = { investmentId: number; companyId: number; industryId: number };
export type ParticipationChange = { industryId: number; role: InvestmentRole; valuePln: number | null };
export type ParticipationRow = {
  investmentId: number;
  investmentName: string;
  industryId: number;
  industryName: string;
  role: InvestmentRole;
  valuePln: number | null;
};

const flagsOfRole = (role: InvestmentRole) => ({ isSupply: role === 'SUPPLIER', isService: role !== 'SUPPLIER' });

/** A page of the company's participations, the latest investments first; paged in SQL. */
export const findCompanyParticipations = async (
  db: DbExecutor,
  companyId: number,
  q: { page: number; size: number },
): Promise<{ rows: ParticipationRow[]; total: number }> => {
  const result = await db.execute<ParticipationRow & { total: number }>(sql`
    select ic.investment_id as "investmentId", i.name as "investmentName", ic.industry_id as "industryId",
           ind.title as "industryName", ic.role, ic.value_pln::float8 as "valuePln", count(*) over ()::int as total
      from investment_companies ic
      join investments i on i.id = ic.investment_id
      join industries ind on ind.id = ic.industry_id
     where ic.company_id = ${companyId}
     order by ic.investment_id desc, ind.title, ic.industry_id
     limit ${q.size} offset ${q.page * q.size}`);
  const total = result.rows[0] ? Number(result.rows[0].total) : 0;
  return {
    rows: result.rows.map(({ total: _, ...r }) => ({
      ...r,
      investmentId: Number(r.investmentId),
      industryId: Number(r.industryId),
      valuePln: r.valuePln === null ? null : Number(r.valuePln),
    })),
    total,
  };
};

/** Adds a participation; false when the company already has one in that investment and industry. */
export const addParticipation = async (
  tx: DbExecutor,
  key: ParticipationKey,
  change: Omit<ParticipationChange, 'industryId'>,
): Promise<boolean> => {
  const inserted = await tx
    .insert(investmentCompanies)
    .values({ ...key, role: change.role, valuePln: change.valuePln, ...flagsOfRole(change.role) })
    .onConflictDoNothing()
    .returning({ id: investmentCompanies.investmentId });
  return inserted.length > 0;
};

/**
 * Changes a participation's role, industry and value. 'missing' when there is none to change,
 * 'taken' when the new industry is already another participation of the company in the investment.
 */
export const changeParticipation = async (
  tx: DbExecutor,
  key: ParticipationKey,
  change: ParticipationChange,
): Promise<'changed' | 'missing' | 'taken'> => {
  const where = and(
    eq(investmentCompanies.investmentId, key.investmentId),
    eq(investmentCompanies.companyId, key.companyId),
    eq(investmentCompanies.industryId, key.industryId),
  );
  if (change.industryId !== key.industryId) {
    const taken = await tx.execute(sql`
      select 1 from investment_companies
       where investment_id = ${key.investmentId} and company_id = ${key.companyId} and industry_id = ${change.industryId}`);
    if (taken.rows.length) return 'taken';
  }
  const updated = await tx
    .update(investmentCompanies)
    .set({ industryId: change.industryId, role: change.role, valuePln: change.valuePln, ...flagsOfRole(change.role) })
    .where(where)
    .returning({ id: investmentCompanies.investmentId });
  return updated.length ? 'changed' : 'missing';
};

/** Removes a participation; false when there was none. */
export const removeParticipation = async (tx: DbExecutor, key: ParticipationKey): Promise<boolean> => {
  const deleted = await tx
    .delete(investmentCompanies)
    .where(
      and(
        eq(investmentCompanies.investmentId, key.investmentId),
        eq(investmentCompanies.companyId, key.companyId),
        eq(investmentCompanies.industryId, key.industryId),
      ),
    )
    .returning({ id: investmentCompanies.investmentId });
  return deleted.length > 0;
};

/** Whether the industry exists. */
export const industryExists = async (db: DbExecutor, id: number): Promise<boolean> => {
  const result = await db.execute(sql`select 1 from industries where id = ${id}`);
  return result.rows.length > 0;
};
