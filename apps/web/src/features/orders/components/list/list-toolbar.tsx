import { ORDER_SORTS, type OrderSort } from '@platform/shared';
import { Button, Select, Space, Tooltip } from 'antd';
import { SORT_LABELS, SUBSIDIZED_FILTER_TOOLTIP } from '../../lib/labels';

type Props = {
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  activeCount: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onSaveFilter: () => void;
  onOpenSaved: () => void;
  /** subsidised clients: controls disabled with the upsell tooltip (spec 6) */
  locked: boolean;
};

/** Filters toggle with the active count, saved-filter buttons and the sort dropdown (spec 2.5). */
export const ListToolbar = (p: Props) => {
  const tip = p.locked ? SUBSIDIZED_FILTER_TOOLTIP : undefined;
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', margin: '12px 0' }}>
      <Space wrap>
        <Tooltip title={tip}>
          <Button
            onClick={p.onToggleFilters}
            disabled={p.locked}
            aria-expanded={p.filtersOpen}
            data-testid="filters-toggle"
          >
            Filtry{p.activeCount ? ` (${p.activeCount})` : ''}
          </Button>
        </Tooltip>
        <Tooltip title={tip}>
          <Button onClick={p.onSaveFilter} disabled={p.locked}>
            Zapisz filtr
          </Button>
        </Tooltip>
        <Tooltip title={tip}>
          <Button onClick={p.onOpenSaved} disabled={p.locked}>
            Zapisane filtry
          </Button>
        </Tooltip>
      </Space>
      <Tooltip title={tip}>
        <Select
          aria-label="Sortowanie"
          style={{ width: 290 }}
          value={p.sort}
          disabled={p.locked}
          onChange={p.onSort}
          options={ORDER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </Tooltip>
    </Space>
  );
};
