import { INVESTMENT_STAGES, ON_HOLD_STAGE_NAMES, POSITIONS, UNITS } from '@platform/shared';
import {
  countries,
  districts,
  industries,
  investmentStages,
  locations,
  positions,
  provinces,
  sectors,
  units,
} from '../../schema.js';
import { insertInBatches } from '../batch.js';
import { readMiejscowosci, readPowiaty, readVoivodeships } from '../geo-files.js';
import type { DbExecutor } from '../types.js';
import { COUNTRIES } from './countries.js';
import { industryRows } from './industries.js';
import { sectorRows } from './sectors.js';

const toNumber = (value: string): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || value.trim() === '') throw new Error(`not a number: "${value}"`);
  return n;
};

/** Countries, voivodeships, powiats, localities, industries, sectors, stages, positions and units. */
export const seedReferenceData = async (db: DbExecutor): Promise<void> => {
  await db.insert(countries).values(COUNTRIES.map(([code, name, shorthand]) => ({ code, name, shorthand })));

  const voivodeships = readVoivodeships();
  const provinceIdByTeryt = new Map(voivodeships.map((v, i) => [v.teryt, i + 1]));
  await db.insert(provinces).values(
    voivodeships.map((v, i) => ({
      id: i + 1,
      teryt: v.teryt,
      name: v.nazwa.toLocaleLowerCase('pl'),
      capital: v.siedziba_wojewody.nazwa,
      latitude: v.siedziba_wojewody.lat,
      longitude: v.siedziba_wojewody.lon,
      minLat: v.bbox.min_lat,
      minLng: v.bbox.min_lon,
      maxLat: v.bbox.max_lat,
      maxLng: v.bbox.max_lon,
    })),
  );

  const provinceId = (teryt: string): number => {
    const id = provinceIdByTeryt.get(teryt);
    if (id === undefined) throw new Error(`unknown voivodeship ${teryt}`);
    return id;
  };

  const districtRows = readPowiaty().map((p) => ({
    teryt: p.teryt,
    name: p.nazwa.toLocaleLowerCase('pl'),
    provinceId: provinceId(p.teryt_woj),
    latitude: toNumber(p.label_lat),
    longitude: toNumber(p.label_lon),
  }));
  const insertedDistricts = await insertInBatches(districtRows, 500, (batch) =>
    db.insert(districts).values(batch).returning({ id: districts.id, teryt: districts.teryt }),
  );
  const districtIdByTeryt = new Map(insertedDistricts.map((d) => [d.teryt, d.id]));

  const locationRows = readMiejscowosci().map((m) => ({
    name: m.nazwa,
    terytGmina: m.teryt_gmina || null,
    districtId: districtIdByTeryt.get(m.teryt_powiat) ?? null,
    provinceId: provinceId(m.teryt_woj),
    countryCode: 'PL',
    latitude: toNumber(m.lat),
    longitude: toNumber(m.lon),
    population: m.ludnosc ? Math.round(toNumber(m.ludnosc)) : null,
    isTown: m.rodzaj === 'miasto',
  }));
  await insertInBatches(locationRows, 1000, async (batch) => {
    await db.insert(locations).values(batch);
    return [];
  });

  await db.insert(industries).values(industryRows());
  await db.insert(sectors).values(sectorRows());
  await db.insert(investmentStages).values(
    INVESTMENT_STAGES.map((name, i) => ({
      id: i + 1,
      name,
      sortOrder: i + 1,
      onHold: ON_HOLD_STAGE_NAMES.includes(name),
    })),
  );
  await db.insert(positions).values(POSITIONS.map((name, i) => ({ name, sortOrder: i + 1 })));
  await db.insert(units).values(UNITS.map((code, i) => ({ code, sortOrder: i + 1 })));
};
