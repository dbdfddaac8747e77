import { useKindStats } from '../../api/get-kind-stats';
import type { StatsSort } from '../../api/query-keys';
import { StatsView } from './stats-view';
import { SubStats } from './sub-stats';

/** Sektory i podsektory: sectors, each expandable into its subsectors. */
export const SectorsStats = ({ companyId, sort }: { companyId: number; sort: StatsSort }) => (
  <StatsView
    query={useKindStats(companyId, 'sectors', sort)}
    nameTitle="Sektor"
    testId="stats-sectors"
    expandable={{
      rowExpandable: (s) => s.id !== null,
      expandedRowRender: (s) => (
        <SubStats companyId={companyId} kind="sectors" sort={sort} sub={{ sector: s.id ?? undefined }} />
      ),
    }}
  />
);
