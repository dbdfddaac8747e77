import { districtDisplayName, type Location, type LocationSuggestion } from '@platform/shared';
import { provinceShorthand, type SuggestionRow } from './geolocation.queries.js';

/** boundary.country may be ISO alpha-2 (PL) or alpha-3 (POL). */
export const toCountryCode = (value: string) =>
  value.toUpperCase() === 'POL' ? 'PL' : value.toUpperCase().slice(0, 2);

export const toSuggestion = (row: SuggestionRow): LocationSuggestion => {
  const province =
    row.province_id === null
      ? null
      : {
          name: row.province_name ?? '',
          shorthand: provinceShorthand(row.province_id),
          gid: `province:${row.province_id}`,
        };
  const district =
    row.district_id === null ? null : { name: row.district_name ?? '', gid: `district:${row.district_id}` };
  const labelParts =
    row.layer === 'locality'
      ? [row.name, district && `pow. ${districtDisplayName(district.name)}`, province?.name]
      : [row.name];
  return {
    id: `${row.layer}:${row.id}`,
    layer: row.layer,
    name: row.name,
    label: [...labelParts, row.country_name].filter(Boolean).join(', '),
    country: {
      code: row.country_code,
      name: row.country_name,
      shorthand: row.country_shorthand,
      gid: `country:${row.country_code}`,
    },
    province,
    district,
    location: { latitude: row.latitude, longitude: row.longitude },
  };
};

export const toLocation = (row: SuggestionRow): Location => {
  const { id: _suggestionId, layer: _layer, label: _label, ...rest } = toSuggestion(row);
  return { id: Number(row.id), ...rest };
};
