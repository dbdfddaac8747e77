import type { CompanyRight } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { storedRights } from '../../lib/company-rights.js';

export type CompanyPersonRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  position: string | null;
  active: boolean;
  deactivated: boolean;
  companyAdmin: boolean;
  availableServices: string[];
  companyRights: string[];
};

const personColumns = sql`
  u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone, u.position, u.active,
  (u.deactivated_at is not null) as deactivated, u.company_admin as "companyAdmin",
  u.available_services as "availableServices", u.company_rights as "companyRights"`;

const withId = (row: CompanyPersonRow): CompanyPersonRow => ({ ...row, id: Number(row.id) });

/**
 * Everyone of the company, deactivated and not yet activated people too: the admin first, then
 * by surname in Polish order. A company has tens of people, not thousands: one unpaged list.
 */
export const findCompanyPeople = async (db: DbExecutor, companyId: number): Promise<CompanyPersonRow[]> => {
  const result = await db.execute<CompanyPersonRow>(sql`
    select ${personColumns}
      from users u
     where u.company_id = ${companyId}
     order by u.company_admin desc, polish_sort_key(u.last_name) collate "C",
              polish_sort_key(u.first_name) collate "C", u.id`);
  return result.rows.map(withId);
};

/**
 * The person of the company, locked for a change, with the company's active admins locked too: two
 * admins' changes at once (a hand-over and a deactivation) cannot leave the company without one.
 */
export const lockCompanyPerson = async (
  tx: DbExecutor,
  companyId: number,
  userId: number,
): Promise<{ person: CompanyPersonRow | null; activeAdminIds: number[] }> => {
  const admins = await tx.execute<{ id: number }>(sql`
    select id from users where company_id = ${companyId} and company_admin and active order by id for update`);
  const result = await tx.execute<CompanyPersonRow>(sql`
    select ${personColumns} from users u where u.id = ${userId} and u.company_id = ${companyId} for update`);
  const row = result.rows[0];
  return { person: row ? withId(row) : null, activeAdminIds: admins.rows.map((a) => Number(a.id)) };
};

/** Stores the person's rights: offer editing as the COMPANY_OFFER_EDIT service, the rest in company_rights. */
export const setPersonRights = (tx: DbExecutor, userId: number, rights: readonly CompanyRight[]) => {
  const { offerEdit, companyRights } = storedRights(rights);
  const services = offerEdit
    ? sql`array_append(array_remove(available_services, 'COMPANY_OFFER_EDIT'), 'COMPANY_OFFER_EDIT')`
    : sql`array_remove(available_services, 'COMPANY_OFFER_EDIT')`;
  return tx.execute(sql`
    update users set available_services = ${services}, company_rights = array[${sql.join(
      companyRights.map((right) => sql`${right}`),
      sql`, `,
    )}]::text[]
     where id = ${userId}`);
};

/** Deactivates (marked, so that an unused activation link cannot open it) or reactivates the account. */
export const setPersonActive = (tx: DbExecutor, userId: number, active: boolean) =>
  tx.execute(sql`
    update users
       set active = ${active}, deactivated_at = ${active ? sql`null` : sql`now()`}
     where id = ${userId}`);

/** The company's admin role to the one person; everyone else of the company is a member without it. */
export const setCompanyAdmin = (tx: DbExecutor, companyId: number, userId: number) =>
  tx.execute(sql`
    update users set company_admin = (id = ${userId})
     where company_id = ${companyId} and (company_admin or id = ${userId})`);
