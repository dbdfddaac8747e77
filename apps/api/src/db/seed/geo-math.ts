import type { Random } from './random.js';

const KM_PER_DEGREE = 111.32;

/** A point uniformly within `maxKm` of the given one, rounded to 6 decimals (about 10 cm). */
export const jitter = (random: Random, latitude: number, longitude: number, maxKm: number): [number, number] => {
  const r = maxKm * Math.sqrt(random.next());
  const theta = 2 * Math.PI * random.next();
  const lat = latitude + (r * Math.cos(theta)) / KM_PER_DEGREE;
  const lng = longitude + (r * Math.sin(theta)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
};

/** Great-circle distance in km. */
export const distanceKm = (aLat: number, aLng: number, bLat: number, bLng: number): number => {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
