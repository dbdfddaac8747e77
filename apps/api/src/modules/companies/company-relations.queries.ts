import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type LinkRow = { id: number; deleted: boolean; parent_id: number | null; daughters: number };

/** The linked companies with their parent and how many daughters they have besides this company. */
export const findLinkedCompanies = async (db: Database, companyId: number, ids: number[]): Promise<LinkRow[]> => {
  const result = await db.execute<LinkRow>(sql`
    select c.id, c.deleted, p.parent_company_id as parent_id,
           (select count(*)::int from company_profiles d
             where d.parent_company_id = c.id and d.company_id <> ${companyId}) as daughters
      from companies c left join company_profiles p on p.company_id = c.id
     where c.id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  return result.rows;
};
