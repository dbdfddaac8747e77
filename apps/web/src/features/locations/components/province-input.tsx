import { suggestionNumericId } from '@platform/shared';
import { AutoComplete } from 'antd';
import { useState } from 'react';
import { useLocationAutocomplete } from '@/lib/reference/location-autocomplete';

type Props = {
  value: string;
  /** a chosen suggestion: its name, province id (trailing digits of its id) and country */
  onPick: (picked: { name: string; provinceId: number | null; countryCode: string }) => void;
  /** typing clears the chosen province until a suggestion is picked again */
  onType: (text: string) => void;
  status?: 'error';
  id?: string;
};

/** Province of the location form: suggestions of the region layer (spec 2.11). */
export const ProvinceInput = ({ value, onPick, onType, status, id }: Props) => {
  const [text, setText] = useState(value);
  const suggestions = useLocationAutocomplete(text, 'province').data?.features ?? [];
  return (
    <AutoComplete
      id={id}
      value={value}
      status={status}
      placeholder="Zacznij wpisywać nazwę województwa"
      options={suggestions.map((s) => ({ value: s.id, label: s.name }))}
      onSearch={(typed) => {
        setText(typed);
        onType(typed);
      }}
      onSelect={(suggestionId: string) => {
        const picked = suggestions.find((s) => s.id === suggestionId);
        if (!picked) return;
        onPick({ name: picked.name, provinceId: suggestionNumericId(picked.id), countryCode: picked.country.code });
      }}
    />
  );
};
