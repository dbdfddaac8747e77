import { areListFiltersLocked, isSubsidizedClient } from '@platform/shared';
import { InvestmentOrderLinks } from '@/features/orders/components/investment-order-links';
import { FilterPanel } from '@/features/orders/components/list/filter-panel';
import { SearchBox } from '@/features/orders/components/list/search-box';
import { SUBSIDIZED_FILTER_TOOLTIP } from '@/features/orders/lib/labels';
import { useListState } from '@/features/orders/lib/use-list-state';
import { OrdersMapScreen } from '@/features/orders-map/components/orders-map-screen';
import { useCurrentUser } from '@/lib/auth';

/**
 * /mapa-zlecen: the order map of Poland (spec 2.10) with the all-orders list's filters, kept in the
 * address bar and applied 1 s after the last change, and the chosen investment's orders.
 */
export const OrdersMapPage = () => {
  const { user } = useCurrentUser();
  const subsidized = !!user && isSubsidizedClient(user);
  const { filters, appliedFilters, setFilters, applyFilters } = useListState();
  // spec 6: a subsidised client's filter controls are disabled with the upsell tooltip, here as on the lists
  const locked = areListFiltersLocked({ scope: 'all', subsidized });
  const filterPanel = (
    <FilterPanel
      compact
      locked={locked}
      withLocation={false}
      filters={filters}
      byIndustries={filters.byIndustries ?? subsidized}
      onChange={setFilters}
      header={
        <div style={{ marginBottom: 16 }}>
          <SearchBox
            id="map-search"
            label="Wyszukaj"
            value={filters.search}
            onChange={(search) => setFilters({ ...filters, search })}
            onSearch={(search) => applyFilters({ ...filters, search })}
            disabled={locked}
            tooltip={locked ? SUBSIDIZED_FILTER_TOOLTIP : undefined}
          />
        </div>
      }
    />
  );
  return (
    <OrdersMapScreen
      appliedFilters={appliedFilters}
      filterPanel={filterPanel}
      investmentOrders={(investmentId, query) => <InvestmentOrderLinks investmentId={investmentId} query={query} />}
    />
  );
};
