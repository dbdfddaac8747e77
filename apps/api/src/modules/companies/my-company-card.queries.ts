import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

export type MyCompanyCardRow = {
  id: number;
  name: string;
  logo_url: string | null;
  city: string | null;
  subsidized: boolean;
  has_description: boolean;
  has_address: boolean;
  has_contact: boolean;
  scopes: number;
  photos: number;
  offer_published: boolean;
  offer_expires_at: Date | null;
  investments: number;
  users: number;
  admin_email: string | null;
};

const nonEmptyList = (field: string) =>
  sql.raw(`jsonb_array_length(coalesce(c.contact -> '${field}' -> 'values', '[]'::jsonb)) > 0`);

/**
 * One read of what 'Moja firma' shows: the card's facts (each a key lookup or a count on the company's
 * own index), the offer service's expiry while it runs, and the company admin to ask.
 */
export const findMyCompanyCard = async (db: DbExecutor, companyId: number): Promise<MyCompanyCardRow | null> => {
  const result = await db.execute<MyCompanyCardRow>(sql`
    select c.id, c.name, nullif(c.logo_url, '') as logo_url, c.city, c.subsidized,
      coalesce(btrim(c.description), '') <> '' as has_description,
      c.city is not null and c.zip_code is not null as has_address,
      (${nonEmptyList('companyEmail')} or ${nonEmptyList('companyPhones')}) as has_contact,
      (select count(*)::int from company_scopes s where s.company_id = c.id) as scopes,
      (select count(*)::int from company_gallery_photos p where p.company_id = c.id) as photos,
      exists (select 1 from company_offers o where o.company_id = c.id and o.version = 'PUBLISHED') as offer_published,
      (select v.expires_at from company_services v
        where v.company_id = c.id and v.service = 'COMPANY_OFFER' and v.expires_at > now()) as offer_expires_at,
      (select count(distinct ic.investment_id)::int from investment_companies ic where ic.company_id = c.id) as investments,
      (select count(*)::int from users u where u.company_id = c.id and u.active) as users,
      (select u.email from users u where u.company_id = c.id and u.company_admin and u.active order by u.id limit 1)
        as admin_email
    from companies c
    where c.id = ${companyId} and not c.deleted`);
  return result.rows[0] ?? null;
};
