import type { Location, LocationWriteInput } from '@platform/shared';

/** What the modal's fields hold: coordinates as typed (text), the province as its suggestion's label. */
export type LocationFormValues = {
  name: string;
  district: string;
  provinceId: number | null;
  provinceName: string;
  countryCode: string;
  latitude: string;
  longitude: string;
};

export const EMPTY_LOCATION_FORM: LocationFormValues = {
  name: '',
  district: '',
  provinceId: null,
  provinceName: '',
  countryCode: 'PL',
  latitude: '',
  longitude: '',
};

/** The numeric id of 'province:7' (spec 2.11: the trailing digits). */
const trailingId = (gid: string) => {
  const match = /(\d+)$/.exec(gid);
  return match ? Number(match[1]) : null;
};

export const formValuesOf = (location: Location | null): LocationFormValues =>
  location === null
    ? EMPTY_LOCATION_FORM
    : {
        name: location.name,
        district: location.district?.name ?? '',
        provinceId: location.province ? trailingId(location.province.gid) : null,
        provinceName: location.province?.name ?? '',
        countryCode: location.country.code,
        latitude: String(location.location.latitude),
        longitude: String(location.location.longitude),
      };

/** A typed coordinate as the shared schema reads it: empty is missing, a comma is a decimal point. */
const coordinate = (typed: string): unknown => {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : trimmed;
};

/** The body for the shared locationWriteSchema (which the server checks the same way). */
export const toWriteInput = (v: LocationFormValues): Record<keyof LocationWriteInput, unknown> => ({
  name: v.name,
  district: v.district,
  provinceId: v.provinceId ?? undefined,
  countryCode: v.countryCode || 'PL',
  latitude: coordinate(v.latitude),
  longitude: coordinate(v.longitude),
});

/** Save is enabled only when the form differs from the record (spec 4); a new one always. */
export const isChanged = (initial: LocationFormValues, current: LocationFormValues, isNew: boolean) =>
  isNew || (Object.keys(initial) as (keyof LocationFormValues)[]).some((k) => initial[k] !== current[k]);
