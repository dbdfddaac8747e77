import { useIndustryStats } from '../../api/get-industry-stats';
import type { StatsSort } from '../../api/query-keys';
import { StatsView } from './stats-view';

/** Branże: investments of the company per industry. */
export const IndustriesStats = ({ companyId, sort }: { companyId: number; sort: StatsSort }) => (
  <StatsView query={useIndustryStats(companyId, sort)} nameTitle="Branża" testId="stats-industries" />
);
