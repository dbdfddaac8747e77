import {
  countOf,
  formatPln,
  INVESTMENT_SEARCH_SORT_LABELS,
  INVESTMENT_SEARCH_SORTS,
  INVESTMENT_SEARCH_TEXTS,
  type InvestmentSearchPage,
  type InvestmentSearchSort,
  NOUNS,
} from '@platform/shared';
import { Empty, List, Pagination, Select, Skeleton } from 'antd';
import { PlanNotice } from './plan-notice';
import { SearchResultItem } from './search-result-item';

type Props = {
  page: InvestmentSearchPage | undefined;
  loading: boolean;
  sort: InvestmentSearchSort;
  distanceSort: boolean;
  onSort: (sort: InvestmentSearchSort) => void;
  onPage: (page: number) => void;
};

/** The count and total value of the matches, the sort, the page of results and the pages. */
export const SearchResults = ({ page, loading, sort, distanceSort, onSort, onPage }: Props) => {
  if (!page) return <Skeleton active />;
  const sorts = INVESTMENT_SEARCH_SORTS.filter((s) => s !== 'odleglosc' || distanceSort);
  return (
    <div className="investment-results">
      <div className="investment-results__head">
        <div data-testid="investment-search-total">
          <strong>{countOf(page.totalElements, NOUNS.inwestycja)}</strong>
          {' · łączna wartość '}
          <strong>{formatPln(page.totalValuePln)}</strong>
        </div>
        {page.access !== 'counts' && (
          <Select
            aria-label="Sortuj"
            value={sort}
            onChange={onSort}
            options={sorts.map((s) => ({ value: s, label: INVESTMENT_SEARCH_SORT_LABELS[s] }))}
            style={{ minWidth: 240 }}
          />
        )}
      </div>
      <PlanNotice access={page.access} />
      {page.access !== 'counts' && (
        <List
          loading={loading}
          dataSource={page.content}
          locale={{ emptyText: <Empty description={INVESTMENT_SEARCH_TEXTS.noResults} /> }}
          renderItem={(item) => (
            <List.Item>
              <SearchResultItem item={item} />
            </List.Item>
          )}
        />
      )}
      {page.access === 'full' && page.totalPages > 1 && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'center' }}
          current={page.page + 1}
          pageSize={page.size}
          total={page.totalElements}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </div>
  );
};
