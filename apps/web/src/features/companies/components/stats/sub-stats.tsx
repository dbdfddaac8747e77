import type { StatKind } from '@platform/shared';
import { Skeleton } from 'antd';
import { type StatsSubcategory, useKindStats } from '../../api/get-kind-stats';
import type { StatsSort } from '../../api/query-keys';
import { StatBars } from './stat-bars';
import { toBarRows } from './stat-table';

type Props = { companyId: number; kind: StatKind; sort: StatsSort; sub: StatsSubcategory };

/** The subcategories of one row (subsectors of a sector, stages of a status), loaded when expanded. */
export const SubStats = ({ companyId, kind, sort, sub }: Props) => {
  const query = useKindStats(companyId, kind, sort, sub);
  if (query.isError) return null;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  return <StatBars rows={toBarRows(query.data.stats)} testId={`sub-stats-${kind}`} />;
};
