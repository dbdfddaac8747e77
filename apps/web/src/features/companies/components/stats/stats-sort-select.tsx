import type { StatSortField } from '@platform/shared';
import { Select } from 'antd';
import type { StatsSort } from '../../api/query-keys';

const OPTIONS: { value: string; label: string }[] = [
  { value: 'AMOUNT:DESC', label: 'Liczba inwestycji: od największej' },
  { value: 'VALUE:DESC', label: 'Wartość: od największej' },
  { value: 'AVG_VALUE:DESC', label: 'Średnia wartość: od największej' },
  { value: 'NAME:ASC', label: 'Nazwa: A-Z' },
  { value: 'AMOUNT:ASC', label: 'Liczba inwestycji: od najmniejszej' },
  { value: 'VALUE:ASC', label: 'Wartość: od najmniejszej' },
  { value: 'AVG_VALUE:ASC', label: 'Średnia wartość: od najmniejszej' },
  { value: 'NAME:DESC', label: 'Nazwa: Z-A' },
];

type Props = { value: StatsSort; onChange: (sort: StatsSort) => void };

/** Sort of the statistics (NAME, AMOUNT, VALUE, AVG_VALUE), done by the server. */
export const StatsSortSelect = ({ value, onChange }: Props) => (
  <span className="stats-sort">
    <label htmlFor="stats-sort">Sortuj:</label>
    <Select
      id="stats-sort"
      aria-label="Sortowanie statystyk"
      value={`${value.sort}:${value.direction}`}
      options={OPTIONS}
      style={{ minWidth: 280 }}
      onChange={(v: string) => {
        const [sort, direction] = v.split(':') as [StatSortField, 'ASC' | 'DESC'];
        onChange({ sort, direction });
      }}
    />
  </span>
);
