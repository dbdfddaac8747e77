import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type MyCompanyRow = {
  id: number;
  name: string;
  logoUrl: string | null;
  streetPrefix: string | null;
  streetName: string | null;
  streetNo: string | null;
  apartmentNo: string | null;
  city: string | null;
  postOffice: string | null;
  zipCode: string | null;
  countryCode: string;
  province: { id: number; name: string } | null;
  district: { id: number; name: string } | null;
};

/** The caller's company with its province and district names; null when deleted. */
export const findMyCompany = async (db: Database, companyId: number): Promise<MyCompanyRow | null> => {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.name, c.logo_url, c.street_prefix, c.street_name, c.street_no, c.apartment_no, c.city,
           c.post_office, c.zip_code, c.country_code, p.id as province_id, p.name as province_name,
           d.id as district_id, d.name as district_name
      from companies c
      left join provinces p on p.id = c.province_id
      left join districts d on d.id = c.district_id
     where c.id = ${companyId} and not c.deleted`);
  const r = result.rows[0];
  if (!r) return null;
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: Number(r.id),
    name: String(r.name),
    logoUrl: str(r.logo_url),
    streetPrefix: str(r.street_prefix),
    streetName: str(r.street_name),
    streetNo: str(r.street_no),
    apartmentNo: str(r.apartment_no),
    city: str(r.city),
    postOffice: str(r.post_office),
    zipCode: str(r.zip_code),
    countryCode: String(r.country_code),
    province: r.province_id === null ? null : { id: Number(r.province_id), name: String(r.province_name) },
    district: r.district_id === null ? null : { id: Number(r.district_id), name: String(r.district_name) },
  };
};
