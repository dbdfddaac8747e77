import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, industries, investmentCompanies, investments, locations, users } from '../../db/schema.js';

// What the order form refers to, read for the checks in order-references.ts.

/** An investment with its city and road end city, archived or not. */
export const findInvestmentRef = async (db: Database, investmentId: number) => {
  const roadEnd = sql<string | null>`(select l2.name from locations l2 where l2.id = ${investments.roadEndLocationId})`;
  const [row] = await db
    .select({
      id: investments.id,
      name: investments.name,
      city: locations.name,
      roadEndCity: roadEnd,
      archived: investments.archived,
    })
    .from(investments)
    .leftJoin(locations, eq(locations.id, investments.locationId))
    .where(eq(investments.id, investmentId))
    .limit(1);
  return row ?? null;
};

/** The company takes part in the investment. */
export const isCompanyInInvestment = async (db: Database, investmentId: number, companyId: number) => {
  const [part] = await db
    .select({ id: investmentCompanies.investmentId })
    .from(investmentCompanies)
    .where(and(eq(investmentCompanies.investmentId, investmentId), eq(investmentCompanies.companyId, companyId)))
    .limit(1);
  return !!part;
};

/** A company that exists and is not deleted. */
export const isActiveCompany = async (db: Database, companyId: number) => {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.deleted, false)))
    .limit(1);
  return !!row;
};

export const findIndustryTitles = (db: Database, ids: number[]) =>
  db.select({ id: industries.id, title: industries.title }).from(industries).where(inArray(industries.id, ids));

export const findContactCandidates = (db: Database, userIds: number[]) =>
  db
    .select({
      id: users.id,
      companyId: users.companyId,
      phone: users.phone,
      active: users.active,
      companyAdmin: users.companyAdmin,
      companyRights: users.companyRights,
    })
    .from(users)
    .where(inArray(users.id, userIds));
