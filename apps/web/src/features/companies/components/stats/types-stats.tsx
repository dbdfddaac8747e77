import { useKindStats } from '../../api/get-kind-stats';
import type { StatsSort } from '../../api/query-keys';
import { StatsView } from './stats-view';

/** Typ: public, private and public-private investments. */
export const TypesStats = ({ companyId, sort }: { companyId: number; sort: StatsSort }) => (
  <StatsView query={useKindStats(companyId, 'types', sort)} nameTitle="Typ" testId="stats-types" />
);
