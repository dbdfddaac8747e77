import {
  EMPTY_INVESTMENT_SEARCH,
  investmentSearchToRecord,
  isFreeTierUser,
  isSubsidizedClient,
  ORDERS_MAP,
} from '@platform/shared';
import { Button, Drawer, Grid } from 'antd';
import type { Map as LeafletMap } from 'leaflet';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useInvestmentPins } from '../api/get-investment-pins';
import { useInvestmentProvinceCounts } from '../api/get-investment-province-counts';
import type { MapView } from '../components/map/investment-map-view';
import { ProvinceList } from '../components/map/province-list';
import { PlanNotice } from '../components/search/plan-notice';
import { SearchFilters } from '../components/search/search-filters';
import { useSearchState } from '../lib/use-search-state';
import './investment-map.css';
import './investment-search.css';

const InvestmentMapView = lazy(() => import('../components/map/investment-map-view'));

/**
 * /inwestycje/mapa: the search's investments on the map of Poland (spec platform 2.3, 2.10's map): counts
 * per voivodeship, pins from zoom 6 (one per address, listing its investments). The free and subsidised
 * plans see the counts with the upsell, and the map stays still (spec 2.10).
 */
export const InvestmentMapPage = () => {
  const { user } = useCurrentUser();
  const access = !user ? 'full' : isFreeTierUser(user) ? 'counts' : isSubsidizedClient(user) ? 'firstPage' : 'full';
  const { search, update, replace } = useSearchState();
  const { strona: _page, sort: _sort, ...filter } = search;
  const provinces = useReferenceLists().data?.provinces ?? [];
  const [view, setView] = useState<MapView | null>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const phone = !Grid.useBreakpoint().lg;
  const showPins = access === 'full' && !!view && view.zoom >= ORDERS_MAP.provinceZoom;
  const counts = useInvestmentProvinceCounts(filter).data ?? [];
  const pins = useInvestmentPins(filter, view?.bbox ?? null, showPins).data;
  const onView = useCallback((v: MapView) => setView(v), []);
  const filters = (
    <SearchFilters key={search.q} search={search} onChange={update} onReset={() => replace(EMPTY_INVESTMENT_SEARCH)} />
  );
  // 'Pokaż' may be pressed before the lazily loaded map is ready: the voivodeship waits for it
  const [shown, setShown] = useState<(typeof provinces)[number] | null>(null);
  useEffect(() => {
    if (!map || !shown) return;
    map.flyToBounds([
      [shown.bbox.minLat, shown.bbox.minLng],
      [shown.bbox.maxLat, shown.bbox.maxLng],
    ]);
    setShown(null);
  }, [map, shown]);
  return (
    <PageContainer
      title={paths.investments.map.title}
      extra={
        <Link to={paths.investments.search.to(investmentSearchToRecord(filter))}>
          <Button>Pokaż listę</Button>
        </Link>
      }
    >
      <PlanNotice access={access} />
      {phone && <Button onClick={() => setFiltersOpen(true)}>Filtry</Button>}
      <div className="investment-map">
        <aside className="investment-map__panel investment-map__list">
          <ProvinceList provinces={provinces} counts={counts} onShow={setShown} />
        </aside>
        <div className="investment-map__canvas" data-testid="investment-map">
          <Suspense fallback={<FullPageSpinner />}>
            <InvestmentMapView
              disabled={access !== 'full'}
              provinces={provinces}
              counts={counts}
              pins={showPins ? pins : undefined}
              onView={onView}
              onReady={setMap}
            />
          </Suspense>
        </div>
        {phone ? (
          <Drawer title="Filtry" open={filtersOpen} onClose={() => setFiltersOpen(false)}>
            {filters}
          </Drawer>
        ) : (
          <aside className="investment-map__panel">{filters}</aside>
        )}
      </div>
    </PageContainer>
  );
};
