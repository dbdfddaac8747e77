export {
  VOIVODESHIPS_URL,
  type VoivodeshipCollection,
  type VoivodeshipFeature,
  type VoivodeshipProps,
  voivodeshipIdOf,
} from '@/lib/geo/voivodeship-shapes';

/** Shade of a voivodeship by its share of the largest value: from pale sand to the accent colour. */
export const shadeOf = (value: number, max: number): string => {
  if (value <= 0 || max <= 0) return '#f5f5f4';
  const t = Math.min(1, value / max);
  const from = [254, 215, 170];
  const to = [154, 52, 18];
  const mix = from.map((c, i) => Math.round(c + ((to[i] ?? c) - c) * t));
  return `rgb(${mix.join(', ')})`;
};

/** Map of spec 9: fixed zoom 6.75, centre [51.95, 19.05], bounds [55.2, 13.8]-[48.7, 24.5], 900 px. */
export const PROFILE_MAP = {
  zoom: 6.75,
  center: [51.95, 19.05] as [number, number],
  bounds: [
    [55.2, 13.8],
    [48.7, 24.5],
  ] as [[number, number], [number, number]],
  height: 900,
} as const;
