import type { OrderStatus } from '@platform/shared';
import { Space } from 'antd';
import { useState } from 'react';
import { LinkButton } from '@/components/link-button';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { SaveFilterDialog } from '@/features/saved-filters/components/save-filter-dialog';
import { SavedFiltersDialog } from '@/features/saved-filters/components/saved-filters-dialog';
import { paramsToRecord, recordToParams } from '@/features/saved-filters/lib/filter-record';
import { isSubsidizedUser } from '@/features/shell/lib/menu-entry';
import { useCurrentUser } from '@/lib/auth';
import { useOrderCounts } from '../../api/get-order-counts';
import { useOrders } from '../../api/get-orders';
import { LIST_TITLES } from '../../lib/labels';
import {
  activeFilterCount,
  defaultStatuses,
  effectiveByIndustries,
  filterParams,
  type ListContext,
  listParams,
  offeredStatuses,
} from '../../lib/list-query';
import { filtersToParams } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { ListToolbar } from './list-toolbar';
import { OrderResults } from './order-results';
import { SearchBox } from './search-box';
import { StatusCheckboxes } from './status-checkboxes';
import { SubsidizedUpsell } from './subsidized-upsell';

type Props = { listType: 'ALL' | 'MY' };

/** The one list screen of /zlecenia and /moje-zlecenia (spec 2.5); its state is in the address bar. */
export const OrderListScreen = ({ listType }: Props) => {
  const { user } = useCurrentUser();
  const ctx: ListContext = {
    scope: listType === 'MY' ? 'me' : 'all',
    subsidized: !!user && isSubsidizedUser(user),
    staff: !!user?.isAdmin,
  };
  const { filters, page, setFilters, setPage, replaceParams } = useListState();
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filters) > 0);
  const [dialog, setDialog] = useState<'save' | 'saved' | null>(null);
  const list = useOrders(ctx.scope, listParams(filters, page, ctx), !!user);
  const counts = useOrderCounts(ctx.scope, filterParams(filters, ctx), !!user);
  const countByStatus = Object.fromEntries((counts.data ?? []).map((c) => [c.status, c.count])) as Partial<
    Record<OrderStatus, number>
  >;
  const locked = ctx.subsidized && ctx.scope === 'all';
  const params = listParams(filters, page, ctx);

  return (
    <PageContainer
      title={<span data-testid="page-title">{LIST_TITLES[listType]}</span>}
      extra={
        <LinkButton type="primary" to={paths.orders.add.to()}>
          Dodaj zlecenie
        </LinkButton>
      }
    >
      {ctx.subsidized && <SubsidizedUpsell />}
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <SearchBox value={filters.search} onChange={(search) => setFilters((f) => ({ ...f, search }))} />
        <StatusCheckboxes
          offered={offeredStatuses(ctx)}
          selected={filters.status.length ? filters.status : defaultStatuses(ctx.scope)}
          counts={countByStatus}
          onChange={(status) => setFilters((f) => ({ ...f, status }))}
        />
      </Space>
      <ListToolbar
        sort={params.sort ?? 'PUBLISH_DATE_NEWEST'}
        onSort={(sort) => setFilters((f) => ({ ...f, sort }))}
        activeCount={activeFilterCount(filters)}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        onSaveFilter={() => setDialog('save')}
        onOpenSaved={() => setDialog('saved')}
        locked={locked}
      />
      {filtersOpen && !locked && (
        <FilterPanel filters={filters} byIndustries={effectiveByIndustries(filters, ctx)} onChange={setFilters} />
      )}
      <FilterChips filters={filters} onChange={setFilters} disabled={locked} />
      <OrderResults
        data={list.data}
        loading={list.isFetching}
        page={page}
        onPage={setPage}
        manage={listType === 'MY'}
        firstPageOnly={ctx.subsidized}
      />
      <SaveFilterDialog
        open={dialog === 'save'}
        type={listType}
        filters={paramsToRecord(filtersToParams(filters))}
        onClose={() => setDialog(null)}
      />
      <SavedFiltersDialog
        open={dialog === 'saved'}
        type={listType}
        onClose={() => setDialog(null)}
        onApply={(saved) => {
          replaceParams(recordToParams(saved.filters));
          setFiltersOpen(true);
          setDialog(null);
        }}
      />
    </PageContainer>
  );
};
