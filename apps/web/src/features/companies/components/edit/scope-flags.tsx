import type { CompanyScope } from '@platform/shared';
import { Radio, Typography } from 'antd';

/** What a scope covers: the three flags of the contract, one at a time, or none. */
export type ScopeFlag = 'NONE' | 'SUPPLY' | 'SERVICE' | 'BOTH';

const OPTIONS: { value: ScopeFlag; label: string }[] = [
  { value: 'NONE', label: 'Nie określono' },
  { value: 'SUPPLY', label: 'Dostawa' },
  { value: 'SERVICE', label: 'Usługa' },
  { value: 'BOTH', label: 'Dostawa i usługa' },
];

export const flagOf = (s: Pick<CompanyScope, 'isSupply' | 'isService' | 'isSupplyAndService'>): ScopeFlag =>
  s.isSupplyAndService || (s.isSupply && s.isService)
    ? 'BOTH'
    : s.isSupply
      ? 'SUPPLY'
      : s.isService
        ? 'SERVICE'
        : 'NONE';

export const flagsOf = (flag: ScopeFlag) => ({
  isSupply: flag === 'SUPPLY',
  isService: flag === 'SERVICE',
  isSupplyAndService: flag === 'BOTH',
});

type Props = {
  items: { id: number; title: string }[];
  value: (id: number) => ScopeFlag;
  onChange: (id: number, flag: ScopeFlag) => void;
  testId: string;
};

/** Per chosen industry or subsector: supply, service, both or not stated (spec 6, admin scope dialog). */
export const ScopeFlags = ({ items, value, onChange, testId }: Props) =>
  items.length === 0 ? null : (
    <ul data-testid={testId} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
      {items.map((item) => (
        <li key={item.id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Typography.Text id={`${testId}-${item.id}`}>{item.title}</Typography.Text>
          <div>
            <Radio.Group
              size="small"
              aria-labelledby={`${testId}-${item.id}`}
              value={value(item.id)}
              onChange={(e) => onChange(item.id, e.target.value as ScopeFlag)}
              options={OPTIONS}
            />
          </div>
        </li>
      ))}
    </ul>
  );
