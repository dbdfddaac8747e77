import { and, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  companies,
  companyConnections,
  companyGalleryPhotos,
  companyProfiles,
  countries,
  districts,
} from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { nameLemmasOf } from '../../lib/name-search.js';

export type CompanyUpdate = Partial<typeof companies.$inferInsert>;
export type ProfileUpdate = Omit<typeof companyProfiles.$inferInsert, 'companyId' | 'updatedAt'>;

export const countryExists = async (db: Database, code: string) =>
  (await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code))).length > 0;

/** The district's province, or null when the district does not exist. */
export const districtProvince = async (db: Database, districtId: number): Promise<number | null> => {
  const [row] = await db
    .select({ provinceId: districts.provinceId })
    .from(districts)
    .where(eq(districts.id, districtId));
  return row?.provinceId ?? null;
};

export const nipTakenByOther = async (db: Database, nip: string, companyId: number) =>
  (
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.nip, nip), eq(companies.deleted, false), ne(companies.id, companyId)))
      .limit(1)
  ).length > 0;

/**
 * Writes a company save in one transaction: the row, the profile, daughters, gallery and connections
 * (gallery and connections only when given: undefined keeps them).
 */
export const writeCompanyBasics = (
  db: Database,
  companyId: number,
  /** The version the form was read at: the save adds one, or throws STALE_VERSION when another came first. */
  readAt: number,
  data: {
    company: CompanyUpdate;
    profile: ProfileUpdate;
    daughterIds: number[];
    galleryUuids: string[] | undefined;
    connectionIds: number[] | undefined;
  },
) =>
  db.transaction(async (tx) => {
    const saved = await tx
      .update(companies)
      .set({
        ...data.company,
        ...(data.company.name !== undefined && { nameLemmas: nameLemmasOf(data.company.name) }),
        updatedAt: sql`now()`,
        version: sql`${companies.version} + 1`,
      })
      .where(and(eq(companies.id, companyId), eq(companies.version, readAt)))
      .returning({ version: companies.version });
    if (saved.length === 0) throw appError('STALE_VERSION');
    await tx
      .insert(companyProfiles)
      .values({ companyId, ...data.profile })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: { ...data.profile, updatedAt: sql`now()` } });
    const released = and(eq(companyProfiles.parentCompanyId, companyId), isNotNull(companyProfiles.parentCompanyId));
    await tx
      .update(companyProfiles)
      .set({ parentCompanyId: null })
      .where(
        data.daughterIds.length ? and(released, notInArray(companyProfiles.companyId, data.daughterIds)) : released,
      );
    if (data.daughterIds.length) {
      await tx
        .insert(companyProfiles)
        .values(data.daughterIds.map((id) => ({ companyId: id, parentCompanyId: companyId })))
        .onConflictDoUpdate({ target: companyProfiles.companyId, set: { parentCompanyId: companyId } });
    }
    if (data.galleryUuids) {
      await tx.delete(companyGalleryPhotos).where(eq(companyGalleryPhotos.companyId, companyId));
      if (data.galleryUuids.length) {
        await tx
          .insert(companyGalleryPhotos)
          .values(data.galleryUuids.map((attachmentUuid, position) => ({ companyId, attachmentUuid, position })));
      }
    }
    if (data.connectionIds) {
      await tx.delete(companyConnections).where(eq(companyConnections.companyId, companyId));
      if (data.connectionIds.length)
        await tx
          .insert(companyConnections)
          .values(data.connectionIds.map((otherCompanyId) => ({ companyId, otherCompanyId })));
    }
  });

export const galleryUuidsOf = async (db: Database, companyId: number) =>
  (
    await db
      .select({ uuid: companyGalleryPhotos.attachmentUuid })
      .from(companyGalleryPhotos)
      .where(eq(companyGalleryPhotos.companyId, companyId))
  ).map((r) => r.uuid);
