import { Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useDistrictStats } from '../../api/get-district-stats';
import { useVoivodeships } from '../../api/get-voivodeships';
import type { StatsSort } from '../../api/query-keys';
import { StatBars } from './stat-bars';

/** Leaflet loads only with this tab. */
const DistrictMap = lazy(() => import('./district-map'));

/** Lokalizacja: the voivodeship map and the figures per voivodeship. */
export const DistrictsStats = ({ companyId, sort }: { companyId: number; sort: StatsSort }) => {
  const stats = useDistrictStats(companyId, sort);
  const shapes = useVoivodeships();
  if (stats.isError) return null;
  if (stats.isPending) return <Skeleton active />;
  if (stats.data.stats.length === 0) return <Empty description="Brak danych" />;
  const rows = stats.data.stats.map((s) => ({ key: String(s.id), label: s.name, count: s.count, value: s.value }));
  return (
    <div className="stats-view stats-view--districts" data-testid="stats-districts">
      <Suspense fallback={<Skeleton active />}>
        {shapes.data ? <DistrictMap shapes={shapes.data} stats={stats.data} /> : <Skeleton active />}
      </Suspense>
      <StatBars rows={rows} />
    </div>
  );
};
