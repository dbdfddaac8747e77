import {
  allowedOrderStatuses,
  areListFiltersLocked,
  defaultOrderStatuses,
  effectiveByIndustries,
  filterToListQuery,
  filterToParams,
  filterToQuery,
  isSubsidizedClient,
  type OrderCount,
  type OrderListFilter,
  type OrderListItem,
  type OrderListType,
  type OrderListViewer,
  type OrderStatus,
} from '@platform/shared';
import { Space } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { LinkButton } from '@/components/link-button';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useOrderCounts } from '../../api/get-order-counts';
import { useOrders } from '../../api/get-orders';
import { activeFilterCount } from '../../lib/active-filter-count';
import { LIST_TITLES, SUBSIDIZED_FILTER_TOOLTIP } from '../../lib/labels';
import { useListState } from '../../lib/use-list-state';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { HideSeenSwitch } from './hide-seen-switch';
import { ListToolbar } from './list-toolbar';
import { OrderResults } from './order-results';
import { SearchBox } from './search-box';
import { StatusCheckboxes } from './status-checkboxes';
import { SubsidizedUpsell } from './subsidized-upsell';

const LIST_SCOPES = { ALL: 'all', MY: 'me', INVITED: 'invitations', OFFERED: 'offers' } as const;

/** What the list gives the saved-filter dialogs it opens from its toolbar. */
export type SavedFiltersSlot = {
  dialog: 'save' | 'saved' | null;
  filters: OrderListFilter;
  onClose: () => void;
  /** a saved filter chosen: it replaces the address bar's filters and opens the panel */
  onApply: (filters: OrderListFilter) => void;
};

type Props = {
  listType: Exclude<OrderListType, 'MAP'>;
  /** the saved-filter dialogs, composed by the page (they are the saved-filters feature's) */
  savedFilters?: (slot: SavedFiltersSlot) => ReactNode;
  /** marks another feature adds to a row (the 'Zmiany w zleceniu' tag), composed by the page */
  rowMarks?: (order: OrderListItem) => ReactNode;
};

/**
 * The one list screen of /zlecenia and /moje-zlecenia (spec 2.5); its state is in the address bar.
 * The controls react at once; the list call waits until the filters rest for 1 s (spec 9).
 */
export const OrderListScreen = ({ listType, savedFilters, rowMarks }: Props) => {
  const { user } = useCurrentUser();
  const ctx: OrderListViewer = {
    scope: LIST_SCOPES[listType],
    subsidized: !!user && isSubsidizedClient(user),
    staff: !!user?.isAdmin,
  };
  // filters: what the controls and chips show (at once); appliedFilters: the address bar, 1 s later
  const { filters, appliedFilters, page, setFilters, applyFilters, setPage, replaceParams } = useListState();
  // spec 6: a subsidised client's filter controls are disabled on every list, as the banner says
  const locked = areListFiltersLocked(ctx);
  const activeCount = activeFilterCount(filters, ctx);
  const [filtersOpen, setFiltersOpen] = useState(() => !locked && activeCount > 0);
  const [dialog, setDialog] = useState<'save' | 'saved' | null>(null);
  const { scope, subsidized, staff } = ctx;
  const listCall = useMemo(
    () => filterToListQuery(appliedFilters, page, { scope, subsidized, staff }),
    [appliedFilters, page, scope, subsidized, staff],
  );
  // the counts follow the controls with their own 1.5 s wait (spec 9); a stable object keeps it waiting
  const countsCall = useMemo(
    () => filterToQuery(filters, { scope, subsidized, staff }),
    [filters, scope, subsidized, staff],
  );
  // free tier: the first page only (spec 6); a link or an old address to a later page goes back to it
  const pastFreePage = ctx.subsidized && page > 1;
  useEffect(() => {
    if (pastFreePage) setPage(1, { replace: true });
  }, [pastFreePage, setPage]);
  const list = useOrders(scope, listCall, !!user && !pastFreePage);
  const counts = useOrderCounts(scope, countsCall, !!user);
  const countByStatus = Object.fromEntries((counts.data ?? []).map((c) => [c.status, c])) as Partial<
    Record<OrderStatus, OrderCount>
  >;
  const shown = filterToListQuery(filters, page, ctx);
  const tip = locked ? SUBSIDIZED_FILTER_TOOLTIP : undefined;

  return (
    <PageContainer
      title={<span data-testid="page-title">{LIST_TITLES[listType]}</span>}
      extra={
        <LinkButton type="primary" to={paths.orders.add.to()}>
          Dodaj zlecenie
        </LinkButton>
      }
    >
      {ctx.subsidized && <SubsidizedUpsell filtersLocked={locked} />}
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <SearchBox
          value={filters.search}
          onChange={(search) => setFilters((f) => ({ ...f, search }))}
          onSearch={(search) => applyFilters({ ...filters, search })}
          disabled={locked}
          tooltip={tip}
        />
        <StatusCheckboxes
          offered={allowedOrderStatuses(ctx)}
          selected={shown.status ?? defaultOrderStatuses(scope)}
          counts={countByStatus}
          onChange={(status) => setFilters((f) => ({ ...f, status }))}
          disabled={locked}
          tooltip={tip}
        />
        {listType === 'INVITED' && (
          <HideSeenSwitch checked={filters.hideSeen} onChange={(hideSeen) => setFilters((f) => ({ ...f, hideSeen }))} />
        )}
      </Space>
      <ListToolbar
        sort={shown.sort ?? 'PUBLISH_DATE_NEWEST'}
        onSort={(sort) => setFilters((f) => ({ ...f, sort }))}
        activeCount={activeCount}
        filtersOpen={filtersOpen && !locked}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        onSaveFilter={() => setDialog('save')}
        onOpenSaved={() => setDialog('saved')}
        locked={locked}
      />
      {filtersOpen && !locked && (
        <FilterPanel filters={filters} byIndustries={effectiveByIndustries(filters, ctx)} onChange={setFilters} />
      )}
      <FilterChips
        filters={filters}
        byIndustries={effectiveByIndustries(filters, ctx)}
        onChange={setFilters}
        disabled={locked}
      />
      <OrderResults
        data={list.data}
        loading={list.isFetching}
        error={list.error}
        page={page}
        onPage={(next) => setPage(next)}
        manage={listType === 'MY'}
        firstPageOnly={ctx.subsidized}
        rowMarks={rowMarks}
      />
      {savedFilters?.({
        dialog,
        filters,
        onClose: () => setDialog(null),
        onApply: (saved) => {
          replaceParams(filterToParams(saved));
          setFiltersOpen(true);
          setDialog(null);
        },
      })}
    </PageContainer>
  );
};
