import type { Stat } from '@platform/shared';
import { Table, type TableProps } from 'antd';
import { formatCount, formatPln } from '../../lib/format';

type Props = {
  stats: Stat[];
  nameTitle: string;
  expandable?: TableProps<Stat>['expandable'];
};

/** The figures of a statistics tab as a table, in the order the server sorted them. */
export const StatTable = ({ stats, nameTitle, expandable }: Props) => (
  <Table<Stat>
    size="small"
    rowKey={(s) => `${s.id ?? s.name}`}
    dataSource={stats}
    pagination={false}
    expandable={expandable}
    columns={[
      { key: 'name', title: nameTitle, dataIndex: 'label' },
      { key: 'count', title: 'Liczba inwestycji', dataIndex: 'count', align: 'right', render: formatCount },
      { key: 'value', title: 'Wartość', dataIndex: 'value', align: 'right', render: formatPln },
      { key: 'avg', title: 'Średnia wartość', dataIndex: 'avgValue', align: 'right', render: formatPln },
    ]}
  />
);

export const toBarRows = (stats: Stat[]) =>
  stats.map((s) => ({ key: `${s.id ?? s.name}`, label: s.label, count: s.count, value: s.value }));
