import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';

/**
 * A company taking part in five investments that differ in every filtered field, so each filter of
 * the search, narrowed to this company (`firma`), picks a known subset.
 */
export const buildSearchScene = async (db: Database) => {
  const company = await buildCompany(db);
  const other = await buildCompany(db);
  const part = (industryId = 401) => [{ companyId: company.id, industryId }];
  const hall = await buildInvestment(db, {
    name: 'Budowa hali magazynowej w Skawinie',
    place: 'Skawina',
    participants: [...part(401), { companyId: other.id, industryId: 402 }],
    sectorId: 2,
    stageId: 9,
    valuePln: 40_000_000,
    startDate: '2025-03-01T00:00:00Z',
    endDate: '2026-06-30T00:00:00Z',
  });
  const school = await buildInvestment(db, {
    name: 'Rozbudowa szkoły podstawowej',
    place: 'Gdańsk',
    participants: part(402),
    sectorId: 1,
    stageId: 5,
    character: 'PUBLIC',
    valuePln: 8_000_000,
    startDate: '2026-01-15T00:00:00Z',
    endDate: '2027-12-31T00:00:00Z',
  });
  const road = await buildInvestment(db, {
    name: 'Przebudowa drogi wojewódzkiej',
    place: 'Warszawa',
    participants: part(),
    type: 'ROAD',
    sectorId: 3,
    stageId: 15,
    valuePln: 120_000_000,
  });
  const archived = await buildInvestment(db, {
    name: 'Hala sportowa przy liceum',
    place: 'Kraków',
    participants: part(),
    sectorId: 1,
    archived: true,
    valuePln: null,
  });
  const recent = await buildInvestment(db, { name: 'Osiedle Zielone Tarasy', place: 'Wrocław', participants: part() });
  // last change: the hall first, then the others in the order built
  await db.execute(sql`update investments set updated_at = now() + interval '1 minute' where id = ${hall.id}`);
  return { company, other, hall, school, road, archived, recent };
};
