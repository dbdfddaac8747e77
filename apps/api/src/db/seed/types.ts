// Defined beside the database (modules use it for transactions too); re-exported for the seed steps.
export type { DbExecutor } from '../client.js';

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
