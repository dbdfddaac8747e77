import { isSubsidizedClient, ORDERS_MAP, type OrderListFilter, type OrderListParams } from '@platform/shared';
import { Button, Drawer, Grid, Spin, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useVoivodeships, voivodeshipIdOf } from '@/lib/geo/voivodeship-shapes';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useMapPins } from '../api/get-map-pins';
import { useMapProvinceCounts } from '../api/get-map-province-counts';
import { mapQuery } from '../lib/map-query';
import { shapeContains } from '../lib/point-in-shape';
import { MapInvestmentDetails } from './map-investment-details';
import { MapSideList } from './map-side-list';
import { MapStepper } from './map-stepper';
import { MapUpsellOverlay } from './map-upsell-overlay';
import { useMapState } from './use-map-state';

const OrdersMapView = lazy(() => import('./orders-map-view'));

type Props = {
  /** the all-orders list's filter as applied (the address bar) */
  appliedFilters: OrderListFilter;
  /** the panel that edits it, composed by the page */
  filterPanel: ReactNode;
  /** the chosen investment's orders under the map's call */
  investmentOrders: (investmentId: number, query: OrderListParams) => ReactNode;
};

/**
 * /mapa-zlecen (spec 2.10): the list on the left, the map, the filters on the right (drawers on a
 * phone). The filters are the all-orders list's, kept in the address bar and applied 1 s after the last change.
 */
export const OrdersMapScreen = ({ appliedFilters, filterPanel, investmentOrders }: Props) => {
  const { user } = useCurrentUser();
  const subsidized = !!user && isSubsidizedClient(user);
  const staff = !!user?.isAdmin;
  const phone = !Grid.useBreakpoint().lg;
  const initialZoom = phone ? 5.25 : 5.75;
  const query = useMemo(
    () => mapQuery(appliedFilters, { scope: 'all', subsidized, staff }),
    [appliedFilters, subsidized, staff],
  );
  const s = useMapState(JSON.stringify(query));
  const provinces = useReferenceLists().data?.provinces ?? [];
  const counts = useMapProvinceCounts(query).data ?? [];
  const zoom = s.view?.zoom ?? initialZoom;
  const provinceView = zoom >= ORDERS_MAP.provinceZoom;
  // spec 4: a status (mapQuery always sends one), not the free plan, after a move, not mid-drag at min zoom
  const pinsOn = !subsidized && s.interacted && provinceView && !(s.dragging && zoom <= ORDERS_MAP.minZoom);
  const pins = useMapPins(query, s.view?.bbox ?? null, pinsOn);
  const [drawer, setDrawer] = useState<'list' | 'filters' | null>(null);
  const shapes = useVoivodeships().data;
  const visiblePins = pinsOn ? (pins.data?.pins ?? []) : [];
  // after 'Pokaż' the list holds the voivodeship's investments, not those of the rectangle around it
  const provinceShape = s.province
    ? shapes?.features.find((f) => voivodeshipIdOf(f.properties.teryt) === s.province?.id)
    : undefined;
  const listPins = provinceShape
    ? visiblePins.filter((pin) => shapeContains(provinceShape.geometry, pin.coordinates.x, pin.coordinates.y))
    : visiblePins;

  const list = (
    <>
      {s.selected && (
        <MapInvestmentDetails
          pin={s.selected}
          orders={investmentOrders(s.selected.investmentId, query)}
          onClose={() => s.setSelected(null)}
        />
      )}
      {provinceView ? (
        <MapSideList
          mode="investments"
          pins={listPins}
          tooMany={(pins.data?.clusters.length ?? 0) > 0}
          loading={pins.isFetching}
          selectedId={s.selected?.investmentId ?? null}
          onSelect={s.showPin}
        />
      ) : (
        <MapSideList
          mode="provinces"
          provinces={provinces}
          counts={counts}
          onShow={(p) => {
            s.flyToProvince(p);
            setDrawer(null);
          }}
        />
      )}
    </>
  );
  return (
    <div className="orders-map" data-testid="orders-map">
      {!phone && <aside className="orders-map__panel">{list}</aside>}
      <section className="orders-map__centre">
        <Typography.Title level={1} className="orders-map__title">
          {paths.orders.map.title}
        </Typography.Title>
        {phone && (
          <div className="orders-map__phone-bar">
            <Button onClick={() => setDrawer('list')}>Lista</Button>
            <Button onClick={() => setDrawer('filters')}>Filtry</Button>
          </div>
        )}
        <MapStepper
          province={s.province}
          investmentName={s.selected?.investmentName ?? null}
          onWholeMap={() => s.wholeMap(initialZoom)}
          onProvince={s.flyToProvince}
        />
        <div className="orders-map__canvas">
          <Suspense fallback={<Spin />}>
            <OrdersMapView
              disabled={subsidized}
              initialZoom={initialZoom}
              view={s.view}
              provinces={provinces}
              counts={counts}
              pins={visiblePins}
              serverClusters={pinsOn ? (pins.data?.clusters ?? []) : []}
              selectedId={s.selected?.investmentId ?? null}
              onView={s.setView}
              onUserMove={s.onUserMove}
              onDragging={s.setDragging}
              onReady={s.setMap}
              onProvince={s.flyToProvince}
              onSelect={(pin) => {
                s.setSelected(pin);
                if (phone) setDrawer('list');
              }}
            />
          </Suspense>
          {subsidized && <MapUpsellOverlay />}
        </div>
      </section>
      {!phone && <aside className="orders-map__panel">{filterPanel}</aside>}
      {phone && (
        <>
          <Drawer placement="left" open={drawer === 'list'} onClose={() => setDrawer(null)} title="Lista">
            {list}
          </Drawer>
          <Drawer placement="right" open={drawer === 'filters'} onClose={() => setDrawer(null)} title="Filtry">
            {filterPanel}
          </Drawer>
        </>
      )}
    </div>
  );
};
