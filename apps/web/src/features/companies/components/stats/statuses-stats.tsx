import { useKindStats } from '../../api/get-kind-stats';
import type { StatsSort } from '../../api/query-keys';
import { StatsView } from './stats-view';
import { SubStats } from './sub-stats';

const isStatus = (name: string): name is 'ACTIVE' | 'ARCHIVED' => name === 'ACTIVE' || name === 'ARCHIVED';

/** Status inwestycji: active and archived investments, each expandable into its stages. */
export const StatusesStats = ({ companyId, sort }: { companyId: number; sort: StatsSort }) => (
  <StatsView
    query={useKindStats(companyId, 'statuses', sort)}
    nameTitle="Status"
    testId="stats-statuses"
    expandable={{
      rowExpandable: (s) => isStatus(s.name),
      defaultExpandAllRows: true,
      expandedRowRender: (s) =>
        isStatus(s.name) ? (
          <SubStats companyId={companyId} kind="statuses" sort={sort} sub={{ status: s.name }} />
        ) : null,
    }}
  />
);
