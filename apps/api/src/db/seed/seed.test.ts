import { hasValidNipChecksum, INVESTMENT_STAGES } from '@platform/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.js';
import {
  companies,
  districts,
  investmentCompanies,
  investmentStages,
  investments,
  locations,
  positions,
  provinces,
  users,
} from '../schema.js';
import { DEMO_ACCOUNTS, DEMO_SIZES, generateDataset, seedIfEmpty } from './index.js';

const rowCount = async (handle: DatabaseHandle, table: PgTable): Promise<number> => {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

const companyOf = async (handle: DatabaseHandle, login: string): Promise<number> => {
  const [user] = await handle.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, login));
  if (!user?.companyId) throw new Error(`${login} has no company`);
  return user.companyId;
};

describe('seedIfEmpty on a fresh database (small demo data)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ inMemory: true });
    expect(await seedIfEmpty(handle.db, { demo: true, size: 'small' })).toEqual({ seeded: true });
  });
  afterAll(() => handle.close());

  it('loads the 16 voivodeships with ids 1-16 in TERYT order', async () => {
    const rows = await handle.db.select().from(provinces).orderBy(asc(provinces.id));
    expect(rows.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(rows[0]).toMatchObject({ id: 1, teryt: '02', name: 'dolnośląskie', capital: 'Wrocław' });
    expect(rows[6]).toMatchObject({ id: 7, name: 'mazowieckie', capital: 'Warszawa' });
    expect(rows[15]).toMatchObject({ id: 16, teryt: '32', name: 'zachodniopomorskie', capital: 'Szczecin' });
    for (const p of rows) {
      expect(p.latitude).toBeGreaterThan(p.minLat);
      expect(p.latitude).toBeLessThan(p.maxLat);
      expect(p.longitude).toBeGreaterThan(p.minLng);
      expect(p.longitude).toBeLessThan(p.maxLng);
    }
  });

  it('loads 380 powiats and about 3,540 localities linked to them', async () => {
    expect(await rowCount(handle, districts)).toBe(380);
    expect(await rowCount(handle, locations)).toBe(3540);
    const [krakow] = await handle.db
      .select({
        district: districts.name,
        provinceId: locations.provinceId,
        isTown: locations.isTown,
        gmina: locations.terytGmina,
      })
      .from(locations)
      .innerJoin(districts, eq(districts.id, locations.districtId))
      .where(eq(locations.name, 'Kraków'));
    expect(krakow).toEqual({ district: 'kraków', provinceId: 6, isTown: true, gmina: '1261011' });
  });

  it('loads the 16 investment stages in order and positions ending with "inne"', async () => {
    const stages = await handle.db.select().from(investmentStages).orderBy(asc(investmentStages.id));
    expect(stages.map((s) => s.name)).toEqual([...INVESTMENT_STAGES]);
    expect(stages.map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const list = await handle.db.select().from(positions).orderBy(asc(positions.sortOrder));
    expect(list.at(-1)?.name).toBe('inne');
  });

  it('creates one demo user of each account type, all with a company where the type needs one', async () => {
    const rows = await handle.db.select().from(users);
    const byLogin = new Map(rows.map((u) => [u.login, u]));
    for (const account of DEMO_ACCOUNTS) {
      expect(byLogin.get(account.login)?.accountType).toBe(account.accountType);
    }
    expect(byLogin.get('klient')).toMatchObject({ companyAdmin: true, email: 'klient@demo.platforma.pl' });
    expect(byLogin.get('klient')?.availableServices).toContain('COMPANY_CARD');
    expect(byLogin.get('subkonto')?.companyAdmin).toBe(false);
    expect(byLogin.get('subkonto')?.companyId).toBe(byLogin.get('klient')?.companyId);
    expect(byLogin.get('superadmin')?.companyId).toBeNull();
    expect(byLogin.get('klient')?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives every company a valid NIP, an address and the contact block', async () => {
    const rows = await handle.db.select().from(companies);
    // the generated companies, the demo contractor of `wykonawca` and the fresh company of `dotowany-nowy`
    expect(rows).toHaveLength(DEMO_SIZES.small.companies + 2);
    for (const c of rows) {
      expect(hasValidNipChecksum(c.nip ?? ''), `${c.name} ${c.nip}`).toBe(true);
      expect(c.zipCode).toMatch(/^\d{2}-\d{3}$/);
      expect(c.description?.length).toBeGreaterThanOrEqual(160);
      expect(c.description?.length).toBeLessThanOrEqual(1500);
      expect(Object.keys(c.contact as object).sort()).toEqual(
        [
          'companyEmail',
          'companyPhones',
          'facebook',
          'instagram',
          'linkedIn',
          'mobilePhone',
          'personalEmail',
          'recommendationEmail',
          'unverifiedEmail',
          'www',
        ].sort(),
      );
    }
    expect(new Set(rows.map((c) => c.nip)).size).toBe(rows.length);
    const dotowany = await companyOf(handle, 'dotowany');
    expect(rows.find((c) => c.id === dotowany)?.subsidized).toBe(true);
  });

  it('places investments at localities with matching voivodeship and powiat, and roads with an end', async () => {
    const rows = await handle.db
      .select({
        type: investments.type,
        provinceId: investments.provinceId,
        districtId: investments.districtId,
        locationProvince: locations.provinceId,
        locationDistrict: locations.districtId,
        roadEnd: investments.roadEndLocationId,
        sectorId: investments.sectorId,
        subsectorId: investments.subsectorId,
      })
      .from(investments)
      .innerJoin(locations, eq(locations.id, investments.locationId));
    expect(rows).toHaveLength(DEMO_SIZES.small.investments);
    for (const r of rows) {
      expect(r.provinceId).toBe(r.locationProvince);
      expect(r.districtId).toBe(r.locationDistrict);
      expect(Math.floor((r.subsectorId ?? 0) / 100)).toBe(r.sectorId);
      if (r.type === 'ROAD') expect(r.roadEnd).not.toBeNull();
    }
  });

  it('gives every investment 2-8 participants, exactly one of them the investor', async () => {
    const [contractor] = await handle.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.login, 'wykonawca'));
    const rows = await handle.db
      .select({
        id: investmentCompanies.investmentId,
        n: count(),
        investors: sql<number>`count(*) filter (where ${investmentCompanies.role} = 'INVESTOR')`.mapWith(Number),
      })
      .from(investmentCompanies)
      // the demo contractor's works are added beside the generated participants (contractor-seed.ts)
      .where(sql`${investmentCompanies.companyId} <> ${contractor!.companyId}`)
      .groupBy(investmentCompanies.investmentId);
    expect(rows).toHaveLength(DEMO_SIZES.small.investments);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.n).toBeLessThanOrEqual(8);
      expect(r.investors).toBe(1);
    }
  });

  it("gives 'wykonawca' a contractor company that worked near each of klient's investments, in several industries", async () => {
    const works = await handle.db.execute<{ industries: number; investments: number; near: number; own: number }>(sql`
      with c as (select company_id as id from users where login = 'wykonawca'),
           k as (select company_id as id from users where login = 'klient'),
           own as (select distinct i.* from investments i join investment_companies ic on ic.investment_id = i.id
                    where ic.company_id = (select id from k) and not i.archived),
           w as (select i.* , ic.industry_id from investments i join investment_companies ic on ic.investment_id = i.id
                  where ic.company_id = (select id from c))
      select (select count(distinct industry_id) from w)::int as industries,
             (select count(distinct id) from w)::int as investments,
             (select count(*) from own where exists (select 1 from w where earth_distance(ll_to_earth(w.latitude, w.longitude),
                ll_to_earth(own.latitude, own.longitude)) < 75000))::int as near,
             (select count(*) from own)::int as own`);
    const row = works.rows[0]!;
    expect(row.industries).toBeGreaterThanOrEqual(4);
    expect(row.own).toBeGreaterThan(0);
    expect(row.near).toBe(row.own);
  });

  it("lets the companies of 'klient' and 'dotowany' take part in active investments", async () => {
    const activeOf = async (companyId: number) => {
      const [row] = await handle.db
        .select({ n: sql<number>`count(distinct ${investments.id})`.mapWith(Number) })
        .from(investmentCompanies)
        .innerJoin(investments, eq(investments.id, investmentCompanies.investmentId))
        .where(sql`${investmentCompanies.companyId} = ${companyId} and not ${investments.archived}`);
      return row?.n ?? 0;
    };
    expect(await activeOf(await companyOf(handle, 'klient'))).toBeGreaterThanOrEqual(5);
    expect(await activeOf(await companyOf(handle, 'dotowany'))).toBeGreaterThanOrEqual(1);
  });

  it('creates demo orders in every status, each created in the past and planned ones published later', async () => {
    const result = await handle.db.execute<{ status: string; n: number; future: number; late: number }>(sql`
      select status, count(*)::int as n,
             count(*) filter (where created_at > now())::int as future,
             count(*) filter (where publish_at is not null and publish_at < created_at)::int as late
        from orders group by status order by status`);
    expect(result.rows.map((r) => r.status)).toEqual(['ARCHIVED', 'DRAFT', 'PLANNED', 'RELEASED']);
    for (const row of result.rows) expect(row, row.status).toMatchObject({ future: 0, late: 0 });
    const planned = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where status = 'PLANNED' and publish_at > now()`,
    );
    expect(planned.rows[0]!.n).toBe(result.rows.find((r) => r.status === 'PLANNED')!.n);
  });

  it('does nothing when run again', async () => {
    const before = await rowCount(handle, companies);
    expect(await seedIfEmpty(handle.db, { demo: true, size: 'small' })).toEqual({ seeded: false });
    expect(await rowCount(handle, provinces)).toBe(16);
    expect(await rowCount(handle, companies)).toBe(before);
  });

  it('gives the same data on another fresh database', async () => {
    const other = await openDatabase({ inMemory: true });
    try {
      await seedIfEmpty(other.db, { demo: true, size: 'small' });
      const firstNames = (h: DatabaseHandle, table: typeof companies | typeof investments) =>
        h.db.select({ name: table.name }).from(table).orderBy(asc(table.id)).limit(5);
      expect(await firstNames(other, companies)).toEqual(await firstNames(handle, companies));
      expect(await firstNames(other, investments)).toEqual(await firstNames(handle, investments));
    } finally {
      await other.close();
    }
  });

  it('generates additional companies and investments for benchmarks', async () => {
    const before = { companies: await rowCount(handle, companies), investments: await rowCount(handle, investments) };
    const result = await generateDataset(handle.db, { companies: 50, investments: 1200, seed: 7 });
    expect(result).toMatchObject({ companies: 50, investments: 1200 });
    expect(await rowCount(handle, companies)).toBe(before.companies + 50);
    expect(await rowCount(handle, investments)).toBe(before.investments + 1200);
    const nips = await handle.db.select({ nip: companies.nip }).from(companies);
    expect(new Set(nips.map((r) => r.nip)).size).toBe(nips.length);
    expect(nips.every((r) => hasValidNipChecksum(r.nip ?? ''))).toBe(true);
  });
});

describe('seedIfEmpty atomicity', () => {
  it('leaves the database unseeded when seeding fails part way, and seeds it on the next run', async () => {
    const handle = await openDatabase({ inMemory: true });
    try {
      // A user that collides with a demo login makes the demo step fail after the reference data went in.
      await handle.db.insert(users).values({
        login: 'klient',
        email: 'klient@example.com',
        passwordHash: 'x',
        firstName: 'Test',
        lastName: 'Test',
        accountType: 'CLIENT',
      });
      await expect(seedIfEmpty(handle.db, { demo: true, size: 'small' })).rejects.toThrow();
      expect(await rowCount(handle, provinces)).toBe(0);
      expect(await rowCount(handle, locations)).toBe(0);

      await handle.db.delete(users);
      expect(await seedIfEmpty(handle.db, { demo: true, size: 'small' })).toEqual({ seeded: true });
      expect(await rowCount(handle, provinces)).toBe(16);
    } finally {
      await handle.close();
    }
  });
});
