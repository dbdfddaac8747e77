import { type CompanyRight, type CompanyUser, holdsCompanyRight } from '@platform/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { nameMatches } from '../../lib/name-search.js';
import { polishOrder } from '../../lib/polish-order.js';

/**
 * Admin company list: name (diacritics folded) or NIP prefix, 20 per page, paged in SQL, in Polish
 * order ignoring case (polish_sort_key, migration 0011, indexed).
 */
export const listCompanies = async (db: Database, q: { search: string; page: number; size: number }) => {
  const text = q.search.trim();
  const digits = text.replace(/[\s-]/g, '');
  const where = !text
    ? sql`not c.deleted`
    : /^\d{3,10}$/.test(digits)
      ? sql`not c.deleted and (c.nip like ${`${digits}%`} or ${nameMatches(sql`c.name`, sql`c.name_lemmas`, text)})`
      : sql`not c.deleted and ${nameMatches(sql`c.name`, sql`c.name_lemmas`, text)}`;
  const result = await db.execute<{
    id: number;
    name: string;
    nip: string | null;
    city: string | null;
    province: string | null;
    deactivated: boolean;
    total: number;
  }>(sql`
    select c.id, c.name, c.nip, c.city, p.name as province, c.deactivated, count(*) over ()::int as total
      from companies c left join provinces p on p.id = c.province_id
     where ${where}
     order by polish_sort_key(c.name) collate "C", c.id
     limit ${q.size} offset ${q.page * q.size}`);
  const total = result.rows[0] ? Number(result.rows[0].total) : 0;
  return { rows: result.rows.map(({ total: _, ...row }) => ({ ...row, id: Number(row.id) })), total };
};

/** Users (contact persons) of a company, the company admins first. */
export const findCompanyUsers = async (db: Database, companyId: number): Promise<CompanyUser[]> => {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)))
    .orderBy(sql`${users.companyAdmin} desc`, polishOrder(users.lastName), polishOrder(users.firstName), asc(users.id));
  return rows.map((u) => ({
    userId: u.id,
    companyId,
    email: u.email,
    name: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    position: u.position,
    companyAdmin: u.companyAdmin,
    canEditOffer: u.companyAdmin || u.availableServices.includes('COMPANY_OFFER_EDIT'),
    contactPerson: holdsCompanyRight(
      { companyAdmin: u.companyAdmin, companyRights: u.companyRights as CompanyRight[] },
      'CONTACT_PERSON',
    ),
  }));
};

export const softDeleteCompany = async (db: Database, companyId: number) => {
  await db.update(companies).set({ deleted: true, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
};
