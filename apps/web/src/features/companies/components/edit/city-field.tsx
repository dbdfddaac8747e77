import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useLocationAutocomplete } from '@/lib/reference/location-autocomplete';
import { Field } from './field';

export type CityPick = { city: string; provinceId: number | null; district: { id: number; name: string } | null };
type Props = {
  value: string;
  home: boolean;
  error?: string;
  required: boolean;
  onChange: (city: string) => void;
  onPick: (pick: CityPick) => void;
};

const idOf = (gid: string | undefined) => {
  const n = Number(gid?.split(':')[1]);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** City: in Poland suggested from the localities (picking one fills province and district). */
export const CityField = ({ value, home, error, required, onChange, onPick }: Props) => {
  const [search, setSearch] = useState('');
  const suggestions = useLocationAutocomplete(home ? search : '', 'city').data?.features ?? [];
  const options = suggestions.map((s) => ({ value: s.id, label: s.label }));
  return (
    <Field id="address-city" label="Miejscowość" error={error} required={required}>
      {home ? (
        <AutoComplete
          id="address-city"
          value={value}
          options={options}
          onSearch={setSearch}
          onChange={(v: string) => {
            if (!suggestions.some((s) => s.id === v)) onChange(v);
          }}
          onSelect={(id: string) => {
            const s = suggestions.find((x) => x.id === id);
            if (!s) return;
            const districtId = idOf(s.district?.gid);
            onPick({
              city: s.name,
              provinceId: idOf(s.province?.gid),
              district: districtId && s.district ? { id: districtId, name: s.district.name } : null,
            });
          }}
        />
      ) : (
        <Input id="address-city" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
};
