import type { Stat, Stats } from '@platform/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton, type TableProps } from 'antd';
import { StatBars } from './stat-bars';
import { StatTable, toBarRows } from './stat-table';

type Props = {
  query: UseQueryResult<Stats>;
  nameTitle: string;
  testId: string;
  expandable?: TableProps<Stat>['expandable'];
};

/** One statistics tab: loader while loading, nothing on failure (spec 8), else the chart and the table. */
export const StatsView = ({ query, nameTitle, testId, expandable }: Props) => {
  if (query.isError) return null;
  if (query.isPending) return <Skeleton active />;
  if (query.data.stats.length === 0) return <Empty description="Brak danych" />;
  return (
    <div className="stats-view" data-testid={testId}>
      <StatBars rows={toBarRows(query.data.stats)} />
      <StatTable stats={query.data.stats} nameTitle={nameTitle} expandable={expandable} />
    </div>
  );
};
