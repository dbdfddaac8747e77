import {
  INVESTMENT_CHARACTER_LABELS,
  INVESTMENT_CHARACTERS,
  type InvestmentScope,
  VALUE_BAND_KEYS,
  VALUE_BANDS,
} from '@platform/shared';
import { Select, Switch } from 'antd';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { PeriodPicker } from './period-picker';
import { IdsSelectField, ProvincesField, ScopeField, SectorsField } from './scope-fields';
import './scope-filters.css';

type Props = { value: InvestmentScope; onChange: (patch: Partial<InvestmentScope>) => void };

const TYPE_OPTIONS = [
  { value: 'ALL', label: 'Wszystkie typy' },
  { value: 'CONSTRUCTION', label: 'Kubaturowe' },
  { value: 'ROAD', label: 'Drogowe' },
];

/** The scope of an investments report: place, sector, stage, type, character, value, period, archive. */
export const ScopeFilters = ({ value, onChange }: Props) => {
  const stages = useReferenceLists().data?.stages ?? [];
  const set = <K extends keyof InvestmentScope>(key: K, next: InvestmentScope[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <section className="scope-filters" aria-label="Zakres raportu">
      <ProvincesField label="Województwa" value={value.provinceIds} onChange={(ids) => set('provinceIds', ids)} />
      <SectorsField label="Sektory i podsektory" value={value.sectorIds} onChange={(ids) => set('sectorIds', ids)} />
      <IdsSelectField
        label="Etapy"
        placeholder="Wszystkie etapy"
        value={value.stageIds}
        onChange={(ids) => set('stageIds', ids)}
        options={stages}
      />
      <ScopeField label="Typ">
        <Select aria-label="Typ" value={value.type} onChange={(type) => set('type', type)} options={TYPE_OPTIONS} />
      </ScopeField>
      <ScopeField label="Charakter">
        <Select
          aria-label="Charakter"
          mode="multiple"
          allowClear
          placeholder="Każdy charakter"
          value={value.characters}
          onChange={(c) => set('characters', c)}
          options={INVESTMENT_CHARACTERS.map((c) => ({ value: c, label: INVESTMENT_CHARACTER_LABELS[c] }))}
        />
      </ScopeField>
      <ScopeField label="Wartość">
        <Select
          aria-label="Wartość"
          value={value.valueBand}
          onChange={(band) => set('valueBand', band)}
          options={VALUE_BAND_KEYS.map((k) => ({ value: k, label: VALUE_BANDS[k].label }))}
        />
      </ScopeField>
      <PeriodPicker from={value.from} to={value.to} onChange={(from, to) => onChange({ from, to })} />
      <div className="scope-filters__switch">
        <Switch
          aria-label="Z inwestycjami archiwalnymi"
          checked={value.investmentsWithArchived}
          onChange={(checked) => set('investmentsWithArchived', checked)}
        />
        <span>Z inwestycjami archiwalnymi</span>
      </div>
    </section>
  );
};
