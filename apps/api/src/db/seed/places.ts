import { asc, eq } from 'drizzle-orm';
import { locations } from '../schema.js';
import { readMiejscowosci } from './geo-files.js';
import type { DbExecutor, Place } from './types.js';

let gminaNames: Map<string, string> | null = null;

/** Gmina names by TERYT code, from the locality file (the locations table keeps only the code). */
const gminaNameByTeryt = (): Map<string, string> => {
  gminaNames ??= new Map(readMiejscowosci().map((m) => [m.teryt_gmina, m.gmina]));
  return gminaNames;
};

/** Polish localities of the database, in id order, as the generators use them. */
export const loadPlaces = async (db: DbExecutor): Promise<Place[]> => {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      terytGmina: locations.terytGmina,
      districtId: locations.districtId,
      provinceId: locations.provinceId,
      latitude: locations.latitude,
      longitude: locations.longitude,
      population: locations.population,
      isTown: locations.isTown,
    })
    .from(locations)
    .where(eq(locations.countryCode, 'PL'))
    .orderBy(asc(locations.id));
  const gminas = gminaNameByTeryt();
  return rows.flatMap((r) =>
    r.districtId === null || r.provinceId === null
      ? []
      : [
          {
            id: r.id,
            name: r.name,
            districtId: r.districtId,
            provinceId: r.provinceId,
            latitude: r.latitude,
            longitude: r.longitude,
            population: r.population ?? 300,
            isTown: r.isTown,
            gmina: (r.terytGmina && gminas.get(r.terytGmina)) || r.name,
          },
        ],
  );
};
