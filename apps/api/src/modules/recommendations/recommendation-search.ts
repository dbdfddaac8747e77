/** What a search of recommended companies is, and the arithmetic its statements share. */

export type RecommendationSearch = {
  industryIds: number[];
  latitude: number;
  longitude: number;
  /** 'any' = no scope condition; otherwise the work must be a delivery and/or a service. */
  scope: { delivery: boolean; service: boolean } | 'any';
  /** Metres from the place; null = not asked; Infinity = 'cała Polska'. */
  seatMetres: number | null;
  workMetres: number | null;
  subsectorIds?: number[];
  excludedCompanyIds: number[];
  /** Order whose nominated companies are left out. */
  orderId?: number;
  worksCount: { min: number; max: number | null };
  /** Investment value in PLN. */
  worksValue: { min: number | null; max: number | null };
  viewerUserId: number;
  page: number;
  size: number;
  worksShown: number;
};

export type RecommendationRow = {
  id: number;
  name: string;
  logo_url: string | null;
  nip: string | null;
  contact: { companyEmail?: { values?: string[] }; recommendationEmail?: { values?: string[] } } | null;
  followed: boolean;
  works_count: number;
  /** matching works within the near radius: the ranking's first key */
  near_count: number;
  works_value: string | number;
  nearest_m: number;
  seat_m: number | null;
  industries: { id: number; name: string }[];
  works: {
    industryId: number;
    industryName: string;
    investmentId: number;
    investmentName: string;
    districtName: string | null;
  }[];
  total: number;
};

export const finite = (m: number | null): m is number => m !== null && Number.isFinite(m);

/** Radius of the "near" works of the ranking: the work distance, else the seat distance, else anywhere. */
export const nearMetres = (s: RecommendationSearch) =>
  finite(s.workMetres) ? s.workMetres : finite(s.seatMetres) ? s.seatMetres : Number.MAX_VALUE;

/** earthdistance's sphere (`earth()`), in metres. */
const EARTH_RADIUS = 6378168;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * A band of latitude and longitude holding every point within `metres` (great-circle, on earthdistance's
 * sphere) of the place, a little wider for rounding: the statements test the exact distance inside it.
 * Longitude is unbounded (null) where the circle reaches a pole or the date line.
 */
export const bandAround = (latitude: number, longitude: number, metres: number) => {
  const angle = (metres / EARTH_RADIUS) * 1.000001;
  const dLat = degrees(angle) + 1e-7;
  const lat = { min: latitude - dLat, max: latitude + dLat };
  if (Math.abs(latitude) + degrees(angle) >= 89) return { lat, lon: null };
  const dLon =
    degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos((latitude * Math.PI) / 180)))) * 1.000001 + 1e-7;
  if (longitude - dLon < -180 || longitude + dLon > 180) return { lat, lon: null };
  return { lat, lon: { min: longitude - dLon, max: longitude + dLon } };
};
