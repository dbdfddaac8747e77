import type { LocationWrite } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import type { SuggestionRow } from './geolocation.queries.js';

type Db = DbExecutor;

/** One location with its district, province and country, as the list shows it. */
export const findLocationById = async (db: Db, id: number): Promise<SuggestionRow | undefined> => {
  const result = await db.execute<SuggestionRow>(sql`
    select 'locality'::text as layer, l.id, l.name, l.latitude, l.longitude,
           d.id as district_id, d.name as district_name, p.id::int as province_id, p.name as province_name,
           c.code as country_code, c.name as country_name, c.shorthand as country_shorthand
      from locations l
      join countries c on c.code = l.country_code
      left join districts d on d.id = l.district_id
      left join provinces p on p.id = l.province_id
     where l.id = ${id}`);
  return result.rows[0];
};

/** The powiat of that name (any letter case) in the province. */
export const findDistrictId = async (db: Db, provinceId: number, name: string): Promise<number | undefined> => {
  const result = await db.execute<{ id: number }>(sql`
    select id from districts where province_id = ${provinceId} and lower(name) = lower(${name}) limit 1`);
  return result.rows[0]?.id;
};

/** Serialises writes of one district, so that two equal names cannot both pass the duplicate check. */
export const lockDistrict = async (db: Db, districtId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`locations:district:${districtId}`}))`);
};

export const nameTakenInDistrict = async (db: Db, name: string, districtId: number, exceptId: number | null) => {
  const result = await db.execute<{ taken: boolean }>(sql`
    select exists (
      select 1 from locations
       where district_id = ${districtId} and lower(name) = lower(${name}) and id <> ${exceptId ?? 0}
    ) as taken`);
  return result.rows[0]?.taken === true;
};

type Values = LocationWrite & { districtId: number };

export const insertLocation = async (db: Db, v: Values): Promise<number> => {
  const result = await db.execute<{ id: number }>(sql`
    insert into locations (name, district_id, province_id, country_code, latitude, longitude)
    values (${v.name}, ${v.districtId}, ${v.provinceId}, ${v.countryCode}, ${v.latitude}, ${v.longitude})
    returning id`);
  return Number(result.rows[0]?.id);
};

export const updateLocation = async (db: Db, id: number, v: Values): Promise<boolean> => {
  const result = await db.execute<{ id: number }>(sql`
    update locations
       set name = ${v.name}, district_id = ${v.districtId}, province_id = ${v.provinceId},
           country_code = ${v.countryCode}, latitude = ${v.latitude}, longitude = ${v.longitude}
     where id = ${id}
    returning id`);
  return result.rows.length > 0;
};

/** Whether an investment (either end of a road) or a company names the location (indexes of 0015). */
export const isLocationInUse = async (db: Db, id: number): Promise<boolean> => {
  const result = await db.execute<{ used: boolean }>(sql`
    select exists (select 1 from investments where location_id = ${id})
        or exists (select 1 from investments where road_end_location_id = ${id})
        or exists (select 1 from companies where location_id = ${id}) as used`);
  return result.rows[0]?.used === true;
};

/**
 * Locks the location for a delete: a row naming it (an investment, a company) cannot be written
 * until the delete's transaction ends, so the "in use" check stays true to the delete (no
 * foreign-key failure between them). Answers whether it exists.
 */
export const lockLocation = async (db: Db, id: number): Promise<boolean> => {
  const result = await db.execute<{ id: number }>(sql`select id from locations where id = ${id} for update`);
  return result.rows.length > 0;
};

export const deleteLocationRow = async (db: Db, id: number): Promise<boolean> => {
  const result = await db.execute<{ id: number }>(sql`delete from locations where id = ${id} returning id`);
  return result.rows.length > 0;
};
