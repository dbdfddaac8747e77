import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  attachments,
  companies,
  companyConnections,
  companyGalleryPhotos,
  companyProfiles,
  companyServices,
  districts,
  provinces,
} from '../../db/schema.js';
import { polishOrder } from '../../lib/polish-order.js';

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;

export const findProfile = async (db: Database, companyId: number): Promise<CompanyProfileRow | null> => {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)).limit(1);
  return row ?? null;
};

export const findPlaceNames = async (db: Database, provinceId: number | null, districtId: number | null) => {
  const [province] = provinceId
    ? await db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(eq(provinces.id, provinceId))
    : [];
  const [district] = districtId
    ? await db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, districtId))
    : [];
  return { province: province ?? null, district: district ?? null };
};

export const findGalleryPhotos = (db: Database, companyId: number) =>
  db
    .select({ attachment: attachments })
    .from(companyGalleryPhotos)
    .innerJoin(attachments, eq(attachments.uuid, companyGalleryPhotos.attachmentUuid))
    .where(eq(companyGalleryPhotos.companyId, companyId))
    .orderBy(asc(companyGalleryPhotos.position))
    .then((rows) => rows.map((r) => r.attachment));

export const findCompanyRefs = async (db: Database, ids: number[]) =>
  ids.length
    ? db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids))
        .orderBy(polishOrder(companies.name))
    : [];

export const findDaughters = (db: Database, companyId: number) =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(companyProfiles)
    .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
    .where(eq(companyProfiles.parentCompanyId, companyId))
    .orderBy(polishOrder(companies.name));

export const findConnectionIds = (db: Database, companyId: number) =>
  db
    .select({ id: companyConnections.otherCompanyId })
    .from(companyConnections)
    .where(eq(companyConnections.companyId, companyId))
    .then((rows) => rows.map((r) => r.id));

export type ScopeRow = {
  kind: 'INDUSTRY' | 'SUBSECTOR';
  id: number;
  name: string;
  isSupply: boolean;
  isService: boolean;
  isSupplyAndService: boolean;
};

export const findScopes = async (db: Database, companyId: number): Promise<ScopeRow[]> => {
  const result = await db.execute<ScopeRow & { id: number }>(sql`
    select cs.kind, cs.ref_id as id, coalesce(ind.title, sec.name, '') as name,
           cs.is_supply as "isSupply", cs.is_service as "isService", cs.is_supply_and_service as "isSupplyAndService"
      from company_scopes cs
      left join industries ind on cs.kind = 'INDUSTRY' and ind.id = cs.ref_id
      left join sectors sec on cs.kind = 'SUBSECTOR' and sec.id = cs.ref_id
     where cs.company_id = ${companyId}
     order by cs.kind, cs.ref_id`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
};

/** True while the company's offer service has not expired; answers the expiry too. */
export const findOfferService = async (db: Database, companyId: number) => {
  const [row] = await db
    .select({ expiresAt: companyServices.expiresAt, active: sql<boolean>`${companyServices.expiresAt} > now()` })
    .from(companyServices)
    .where(sql`${companyServices.companyId} = ${companyId} and ${companyServices.service} = 'COMPANY_OFFER'`)
    .limit(1);
  return { active: !!row?.active, expiresAt: row?.active ? row.expiresAt : null };
};
