import {
  INVESTMENT_DISTANCES_KM,
  type InvestmentSearchParams,
  suggestionNumericId,
  WHOLE_POLAND_DISTANCE,
} from '@platform/shared';
import { AutoComplete, Select } from 'antd';
import { useState } from 'react';
import { useLocationAutocomplete } from '@/lib/reference/location-autocomplete';

type Place = InvestmentSearchParams['miejsce'];
type Km = InvestmentSearchParams['km'];
type Props = { place: Place; km: Km; onChange: (place: Place, km: Km) => void };

const DISTANCES = INVESTMENT_DISTANCES_KM.map((km) => ({
  value: km,
  label: km === WHOLE_POLAND_DISTANCE ? 'cała Polska' : `${km} km`,
}));

/** One locality of the autocomplete and the distance around it (spec platform 5 "Filters"). */
export const PlaceFilter = ({ place, km, onChange }: Props) => {
  const [text, setText] = useState<string | null>(null);
  const suggestions = useLocationAutocomplete(text ?? '', 'city');
  const options = (suggestions.data?.features ?? []).map((f) => ({ value: f.id, label: f.label }));
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <AutoComplete
        value={text ?? place?.label ?? ''}
        onChange={(value) => {
          setText(value);
          if (!value) onChange(null, km);
        }}
        onSelect={(value: string) => {
          const found = suggestions.data?.features.find((f) => f.id === value);
          const id = found ? suggestionNumericId(found.id) : null;
          setText(null);
          if (found && id !== null) onChange({ id, label: found.name }, km);
        }}
        onBlur={() => setText(null)}
        options={options}
        allowClear
        placeholder="Miejscowość"
        aria-label="Miejscowość"
        style={{ flex: 1, minWidth: 0 }}
      />
      <Select
        aria-label="Odległość"
        value={km}
        options={DISTANCES}
        disabled={!place}
        onChange={(value) => onChange(place, value)}
        style={{ width: 120 }}
      />
    </div>
  );
};
