import {
  INVESTMENT_CHARACTER_LABELS,
  INVESTMENT_CHARACTERS,
  INVESTMENT_STATE_LABELS,
  INVESTMENT_STATES,
  INVESTMENT_TYPE_LABELS,
  INVESTMENT_TYPES,
  type InvestmentSearchParams,
} from '@platform/shared';
import { Button, Input, Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useIndustries } from '@/lib/reference/get-industries';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useSectors } from '@/lib/reference/get-sectors';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { industryTreeData, sectorTreeData } from '@/lib/tree-data';
import { useDistricts } from '../../api/get-districts';
import { DateRangeField, Field, ValueRangeField } from './filter-fields';
import { PlaceFilter } from './place-filter';

type Props = {
  search: InvestmentSearchParams;
  onChange: (patch: Partial<InvestmentSearchParams>) => void;
  onReset: () => void;
};

const multi = { mode: 'multiple' as const, allowClear: true, maxTagCount: 3, style: { width: '100%' } };
const tree = { multiple: true, allowClear: true, maxTagCount: 3, style: { width: '100%' } };

/** The search's filters (spec platform 2.3); each change goes to the address bar at once. */
export const SearchFilters = ({ search: s, onChange, onReset }: Props) => {
  const [q, setQ] = useState(s.q);
  const provinces = useReferenceLists().data?.provinces ?? [];
  const stages = useReferenceLists().data?.stages ?? [];
  const districts = useDistricts().data ?? [];
  const sectors = useSectors().data;
  const industries = useIndustries().data;
  const sectorTree = useMemo(() => sectorTreeData(sectors ?? []), [sectors]);
  const industryTree = useMemo(() => industryTreeData(industries ?? []), [industries]);
  const sectorSearch = useTreeSearch(sectorTree);
  const industrySearch = useTreeSearch(industryTree);
  const shownDistricts = s.woj.length ? districts.filter((d) => s.woj.includes(d.provinceId)) : districts;

  return (
    <div className="investment-filters" data-testid="investment-filters">
      <Field label="Szukaj">
        <Input.Search
          aria-label="Szukaj inwestycji"
          placeholder="Wpisz szukaną frazę"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onSearch={(value) => onChange({ q: value.trim() })}
          enterButton="Szukaj"
        />
      </Field>
      <Field label="Miejsce i odległość">
        <PlaceFilter place={s.miejsce} km={s.km} onChange={(miejsce, km) => onChange({ miejsce, km })} />
      </Field>
      <Field label="Województwa">
        <Select
          {...multi}
          aria-label="Województwa"
          value={s.woj}
          onChange={(woj: number[]) => onChange({ woj })}
          options={provinces.map((p) => ({ value: p.id, label: p.name }))}
          optionFilterProp="label"
        />
      </Field>
      <Field label="Powiaty">
        <Select
          {...multi}
          aria-label="Powiaty"
          value={s.powiaty}
          onChange={(powiaty: number[]) => onChange({ powiaty })}
          options={shownDistricts.map((d) => ({ value: d.id, label: d.name }))}
          optionFilterProp="label"
        />
      </Field>
      <Field label="Sektory i podsektory">
        <TreeSelect
          {...tree}
          {...sectorSearch}
          aria-label="Sektory"
          treeData={sectorTree}
          value={s.sektory}
          onChange={(sektory: number[]) => onChange({ sektory })}
        />
      </Field>
      <Field label="Etap inwestycji">
        <Select
          {...multi}
          aria-label="Etap inwestycji"
          value={s.etapy}
          onChange={(etapy: number[]) => onChange({ etapy })}
          options={stages.map((st) => ({ value: st.id, label: st.name }))}
          optionFilterProp="label"
        />
      </Field>
      <Field label="Rodzaj">
        <Select
          {...multi}
          aria-label="Rodzaj"
          value={s.typy}
          onChange={(typy) => onChange({ typy })}
          options={INVESTMENT_TYPES.map((t) => ({ value: t, label: INVESTMENT_TYPE_LABELS[t] }))}
        />
      </Field>
      <Field label="Typ inwestycji">
        <Select
          {...multi}
          aria-label="Typ inwestycji"
          value={s.charakter}
          onChange={(charakter) => onChange({ charakter })}
          options={INVESTMENT_CHARACTERS.map((c) => ({ value: c, label: INVESTMENT_CHARACTER_LABELS[c] }))}
        />
      </Field>
      <ValueRangeField
        from={s.wartoscOd}
        to={s.wartoscDo}
        onChange={(wartoscOd, wartoscDo) => onChange({ wartoscOd, wartoscDo })}
      />
      <DateRangeField
        label="Rozpoczęcie"
        from={s.startOd}
        to={s.startDo}
        onChange={(startOd, startDo) => onChange({ startOd, startDo })}
      />
      <DateRangeField
        label="Zakończenie"
        from={s.koniecOd}
        to={s.koniecDo}
        onChange={(koniecOd, koniecDo) => onChange({ koniecOd, koniecDo })}
      />
      <Field label="Branże uczestników">
        <TreeSelect
          {...tree}
          {...industrySearch}
          aria-label="Branże uczestników"
          treeData={industryTree}
          value={s.branze}
          onChange={(branze: number[]) => onChange({ branze })}
        />
      </Field>
      <Field label="Stan">
        <Select
          {...multi}
          aria-label="Stan"
          value={s.stan}
          placeholder="Wszystkie"
          onChange={(stan) => onChange({ stan })}
          options={INVESTMENT_STATES.map((st) => ({ value: st, label: INVESTMENT_STATE_LABELS[st] }))}
        />
      </Field>
      <Button
        block
        onClick={() => {
          setQ('');
          onReset();
        }}
      >
        Usuń wszystkie filtry
      </Button>
    </div>
  );
};
