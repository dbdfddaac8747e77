import {
  DISTANCE_OPTIONS_KM,
  distanceAllowed,
  type FilterLocation,
  LIMITS,
  type LocationSuggestion,
  ORDER_MESSAGES,
  suggestionNumericId,
  WHOLE_POLAND_DISTANCE,
} from '@platform/shared';
import { AutoComplete, Radio, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { type LocationSearchType, useLocationAutocomplete } from '@/lib/reference/location-autocomplete';
import { DISTANCE_TOOLTIP } from '../../lib/labels';

type Props = {
  locations: FilterLocation[];
  distance: number | null;
  onChange: (locations: FilterLocation[], distance: number | null) => void;
  disabled?: boolean;
};

const toLocation = (s: LocationSuggestion): FilterLocation | null => {
  const id = suggestionNumericId(s.id);
  if (id === null) return null;
  return s.layer === 'region' ? { kind: 'province', id, label: s.name } : { kind: 'city', id, label: s.name };
};

/** The distance as the dropdown names it: '50 km', or 'cała Polska' for no limit (9999). */
export const distanceLabel = (km: number) => (km === WHOLE_POLAND_DISTANCE ? 'cała Polska' : `${km} km`);

const DISTANCES = [...DISTANCE_OPTIONS_KM, WHOLE_POLAND_DISTANCE].map((km) => ({
  value: km,
  label: distanceLabel(km),
}));

/** Location autocomplete (max 16) with the distance dropdown for exactly one city (spec 5 "Filters"). */
export const LocationFilter = ({ locations, distance, onChange, disabled }: Props) => {
  const [type, setType] = useState<LocationSearchType>('city');
  const [text, setText] = useState('');
  const suggestions = useLocationAutocomplete(text, type);
  const full = locations.length >= LIMITS.filterLocationsMax;
  const oneCity = distanceAllowed({ locations });

  const add = (value: string) => {
    const suggestion = suggestions.data?.features.find((f) => f.id === value);
    const location = suggestion ? toLocation(suggestion) : null;
    setText('');
    if (!location) return;
    if (locations.some((l) => l.kind === location.kind && l.id === location.id)) {
      notify.error(ORDER_MESSAGES.locationAlreadyAdded);
      return;
    }
    const next = [...locations, location];
    onChange(next, distanceAllowed({ locations: next }) ? distance : null);
  };

  return (
    <div>
      <Radio.Group
        size="small"
        value={type}
        disabled={disabled}
        onChange={(e) => setType(e.target.value)}
        style={{ marginBottom: 6 }}
        options={[
          { value: 'city', label: 'Miasto' },
          { value: 'province', label: 'Województwo' },
        ]}
        optionType="button"
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <AutoComplete
          value={text}
          onChange={setText}
          onSelect={add}
          disabled={disabled || full}
          placeholder="Wpisz lokalizację"
          aria-label="Lokalizacja"
          style={{ flex: 1 }}
          options={(suggestions.data?.features ?? []).map((f) => ({ value: f.id, label: f.label }))}
        />
        <Tooltip title={oneCity ? undefined : DISTANCE_TOOLTIP}>
          <Select
            aria-label="Odległość"
            style={{ width: 130 }}
            disabled={disabled || !oneCity}
            allowClear
            placeholder="Odległość"
            value={oneCity ? distance : null}
            options={DISTANCES}
            onChange={(value) => onChange(locations, value ?? null)}
          />
        </Tooltip>
      </div>
    </div>
  );
};
