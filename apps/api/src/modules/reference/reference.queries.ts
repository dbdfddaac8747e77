import type { IndustryNode, InvestmentLocations, ReferenceLists, SectorNode } from '@platform/shared';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countries, industries, investmentStages, positions, provinces, sectors, units } from '../../db/schema.js';
import { polishOrder } from '../../lib/polish-order.js';
import { buildTree } from './build-tree.js';

export const findIndustryTree = async (db: Database): Promise<IndustryNode[]> => {
  const rows = await db.select().from(industries).orderBy(asc(industries.sortOrder), asc(industries.id));
  return buildTree<(typeof rows)[number], IndustryNode>(rows, (row, children) => ({
    id: row.id,
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    children,
  }));
};

export const findSectorTree = async (db: Database): Promise<SectorNode[]> => {
  const rows = await db.select().from(sectors).orderBy(asc(sectors.sortOrder), asc(sectors.id));
  return buildTree<(typeof rows)[number], SectorNode>(rows, (row, children) => ({
    id: row.id,
    name: row.name,
    children,
  }));
};

/** Each voivodeship with the cities that have investments, in one grouped query. */
export const findInvestmentLocations = async (db: Database): Promise<InvestmentLocations> => {
  const result = await db.execute<{ id: number; name: string; cities: { id: number; name: string }[] | null }>(sql`
    select p.id, p.name,
      (select json_agg(json_build_object('id', l.id, 'name', l.name) order by polish_sort_key(l.name) collate "C")
         from locations l
        where l.province_id = p.id
          and exists (select 1 from investments i where i.location_id = l.id)) as cities
    from provinces p
    order by p.id`);
  return result.rows.map((row) => ({
    voivodeship: { id: Number(row.id), name: row.name },
    cities: row.cities ?? [],
  }));
};

export const findReferenceLists = async (db: Database): Promise<ReferenceLists> => {
  const [stageRows, positionRows, unitRows, countryRows, provinceRows] = await Promise.all([
    db.select().from(investmentStages).orderBy(asc(investmentStages.sortOrder)),
    db.select().from(positions).orderBy(asc(positions.sortOrder)),
    db.select().from(units).orderBy(asc(units.sortOrder)),
    db.select().from(countries).orderBy(sql`${countries.code} <> 'PL'`, polishOrder(countries.name)),
    db.select().from(provinces).orderBy(asc(provinces.id)),
  ]);
  return {
    stages: stageRows.map((s) => ({ id: s.id, name: s.name })),
    positions: positionRows.map((p) => p.name),
    units: unitRows.map((u) => u.code),
    countries: countryRows.map((c) => ({ code: c.code, name: c.name })),
    provinces: provinceRows.map((p) => ({
      id: p.id,
      teryt: p.teryt,
      name: p.name,
      capital: p.capital,
      latitude: p.latitude,
      longitude: p.longitude,
      bbox: { minLat: p.minLat, minLng: p.minLng, maxLat: p.maxLat, maxLng: p.maxLng },
    })),
  };
};
