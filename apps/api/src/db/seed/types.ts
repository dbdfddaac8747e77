import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from '../schema.js';

/** A database or an open transaction: every seed step runs on either. */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type DemoSize = 'small' | 'demo';

/** A locality as the generators use it (a row of `locations` plus what the CSV adds). */
export type Place = {
  id: number;
  name: string;
  districtId: number;
  provinceId: number;
  latitude: number;
  longitude: number;
  population: number;
  isTown: boolean;
  /** Name of the gmina (commune) the place lies in; the place name where unknown. */
  gmina: string;
};
