import { isSubsidizedClient } from '@platform/shared';
import { InvestmentOrderLinks } from '@/features/orders/components/investment-order-links';
import { FilterPanel } from '@/features/orders/components/list/filter-panel';
import { SearchBox } from '@/features/orders/components/list/search-box';
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
  const filterPanel = (
    <FilterPanel
      compact
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
