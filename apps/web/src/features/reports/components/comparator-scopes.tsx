import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMPARATOR_SCOPES_MAX,
  COMPARATOR_SCOPES_MIN,
  type MarketComparatorQuery,
  parseScopeToken,
} from '@platform/shared';
import { Button, Switch } from 'antd';
import { PeriodPicker } from './period-picker';
import { ProvincesField, SectorsField } from './scope-fields';
import './scope-filters.css';

type Props = {
  value: MarketComparatorQuery;
  onChange: (
    update: ((current: MarketComparatorQuery) => MarketComparatorQuery) | Partial<MarketComparatorQuery>,
  ) => void;
};

const token = (provinceIds: number[], sectorIds: number[]) =>
  `${[...provinceIds].sort((a, b) => a - b).join(',')}/${[...sectorIds].sort((a, b) => a - b).join(',')}`;

/** The comparator's scopes (2 to 4, each voivodeships and sectors), its period and the archive switch. */
export const ComparatorScopes = ({ value, onChange }: Props) => {
  const scopes = value.scope.map((key) => parseScopeToken(key) ?? { key, provinceIds: [], sectorIds: [] });
  const setScope = (index: number, provinceIds: number[], sectorIds: number[]) =>
    onChange((current) => ({
      ...current,
      scope: current.scope.map((key, i) => (i === index ? token(provinceIds, sectorIds) : key)),
    }));
  return (
    <section aria-label="Porównywane zakresy">
      {scopes.map((scope, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a scope is its place in the list (its key changes as it is edited)
        <div className="scope-filters" key={`scope-${index + 1}`} data-testid="comparator-scope">
          <ProvincesField
            label={`Zakres ${index + 1}: województwa`}
            value={scope.provinceIds}
            onChange={(ids) => setScope(index, ids, scope.sectorIds)}
          />
          <SectorsField
            label={`Zakres ${index + 1}: sektory`}
            value={scope.sectorIds}
            onChange={(ids) => setScope(index, scope.provinceIds, ids)}
          />
          {scopes.length > COMPARATOR_SCOPES_MIN && (
            <Button
              icon={<DeleteOutlined />}
              aria-label={`Usuń zakres ${index + 1}`}
              onClick={() =>
                onChange((current) => ({ ...current, scope: current.scope.filter((_, i) => i !== index) }))
              }
            />
          )}
        </div>
      ))}
      <div className="scope-filters">
        <Button
          icon={<PlusOutlined />}
          disabled={scopes.length >= COMPARATOR_SCOPES_MAX}
          onClick={() => onChange((current) => ({ ...current, scope: [...current.scope, '/'] }))}
        >
          Dodaj zakres
        </Button>
        <PeriodPicker from={value.from} to={value.to} onChange={(from, to) => onChange({ from, to })} />
        <div className="scope-filters__switch">
          <Switch
            aria-label="Z inwestycjami archiwalnymi"
            checked={value.investmentsWithArchived}
            onChange={(checked) => onChange({ investmentsWithArchived: checked })}
          />
          <span>Z inwestycjami archiwalnymi</span>
        </div>
      </div>
    </section>
  );
};
