import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  companies,
  companyProfiles,
  companyScopes,
  companyServices,
  investmentCompanies,
  users,
} from '../../db/schema.js';

export type ModelAccount = { user: typeof users.$inferSelect; company: typeof companies.$inferSelect };

/** A demo login with its company (the model a test company copies), or undefined. */
export const findModelAccount = async (db: DbExecutor, login: string): Promise<ModelAccount | undefined> => {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.login, login))
    .limit(1);
  return row;
};

/** The next company id, taken before the insert so that the name and logins can carry it. */
export const nextCompanyId = async (db: DbExecutor): Promise<number> => {
  const { rows } = await db.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('companies', 'id')) as id`,
  );
  return Number(rows[0]?.id);
};

export const isNipTaken = async (db: DbExecutor, nip: string): Promise<boolean> =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.nip, nip)).limit(1)).length > 0;

/**
 * A copy of the model's company row under a new id, name and NIP: every other column (plan flags,
 * seat, contacts, description) as the model has it, so a new column is copied without a line here.
 */
export const insertCompanyCopy = async (
  db: DbExecutor,
  model: typeof companies.$inferSelect,
  copy: { id: number; name: string; nameLemmas: string; nip: string },
): Promise<void> => {
  const { createdAt: _c, updatedAt: _u, earthPoint: _e, version: _v, ...columns } = model;
  await db.insert(companies).values({ ...columns, ...copy });
};

/** The model company's scopes, paid services and about-tab profile, for the copy (no parent company). */
export const copyCompanyProfile = async (db: DbExecutor, modelId: number, companyId: number): Promise<void> => {
  await db.execute(sql`
    insert into ${companyScopes} (company_id, kind, ref_id, is_supply, is_service, is_supply_and_service)
    select ${companyId}, kind, ref_id, is_supply, is_service, is_supply_and_service
      from ${companyScopes} where company_id = ${modelId}`);
  await db.execute(sql`
    insert into ${companyServices} (company_id, service, expires_at)
    select ${companyId}, service, expires_at from ${companyServices} where company_id = ${modelId}`);
  await db.execute(sql`
    insert into ${companyProfiles} (company_id, gallery_description, keywords, auction_links)
    select ${companyId}, gallery_description, keywords, auction_links
      from ${companyProfiles} where company_id = ${modelId}`);
};

/** A copy of the model's account: a new login and e-mail in the new company, active, same password. */
export const insertUserCopy = async (
  db: DbExecutor,
  model: typeof users.$inferSelect,
  copy: { login: string; email: string; companyId: number },
) => {
  const { id: _i, createdAt: _c, deactivatedAt: _d, ...columns } = model;
  const [row] = await db
    .insert(users)
    .values({ ...columns, ...copy, active: true })
    .returning({
      id: users.id,
      login: users.login,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    });
  return row!;
};

/** The company's works in its first `limit` active investments: one row per investment and industry. */
export const findCompanyWorks = async (db: DbExecutor, companyId: number, limit: number) => {
  if (limit === 0) return [];
  const { rows } = await db.execute<{ investment_id: number; role: string; industry_id: number }>(sql`
    with chosen as (
      select distinct ic.investment_id
        from ${investmentCompanies} ic join investments i on i.id = ic.investment_id
       where ic.company_id = ${companyId} and not i.archived
       order by ic.investment_id
       limit ${limit}
    )
    select ic.investment_id, ic.role, ic.industry_id
      from ${investmentCompanies} ic join chosen using (investment_id)
     where ic.company_id = ${companyId}
     order by ic.investment_id, ic.industry_id`);
  return rows.map((r) => ({ investmentId: Number(r.investment_id), role: r.role, industryId: Number(r.industry_id) }));
};
