import { EMPTY_INVESTMENT_SEARCH, investmentSearchToRecord } from '@platform/shared';
import { Button, Drawer, Grid, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCompanyName } from '@/lib/reference/company-name';
import { useInvestmentSearch } from '../api/search-investments';
import { SavedSearches } from '../components/search/saved-searches';
import { SearchFilters } from '../components/search/search-filters';
import { SearchResults } from '../components/search/search-results';
import { useSearchState } from '../lib/use-search-state';
import './investment-search.css';

/**
 * /inwestycje/szukaj: the investment search (spec platform 2.3, 'Wyszukiwarka inwestycji'). The
 * filters live in the address bar (a shared link opens the same search); on a phone they open in a drawer.
 */
export const InvestmentSearchPage = () => {
  const { search, update, replace } = useSearchState();
  const query = useInvestmentSearch(search);
  const phone = !Grid.useBreakpoint().lg;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const companyName = useCompanyName(search.firma);
  const { strona: _page, sort: _sort, ...filter } = search;
  const filters = (
    <SearchFilters
      key={search.q}
      search={search}
      onChange={(patch) => update(patch)}
      onReset={() => replace(EMPTY_INVESTMENT_SEARCH)}
    />
  );
  return (
    <PageContainer
      title={paths.investments.search.title}
      extra={
        <Link to={paths.investments.map.to(investmentSearchToRecord(filter))}>
          <Button>Pokaż na mapie</Button>
        </Link>
      }
    >
      <div className="investment-search">
        {phone ? (
          <>
            <Button onClick={() => setFiltersOpen(true)}>Filtry</Button>
            <Drawer title="Filtry" open={filtersOpen} onClose={() => setFiltersOpen(false)} placement="left">
              {filters}
            </Drawer>
          </>
        ) : (
          <aside className="investment-search__filters">{filters}</aside>
        )}
        <section className="investment-search__results">
          <SavedSearches search={search} onOpen={replace} />
          {search.firma !== null && (
            <Tag
              closable
              onClose={() => update({ firma: null })}
              style={{ marginBottom: 12 }}
              data-testid="company-filter"
            >
              Inwestycje firmy {companyName ?? `nr ${search.firma}`}
            </Tag>
          )}
          <SearchResults
            page={query.data}
            loading={query.isFetching}
            sort={search.sort}
            distanceSort={search.miejsce !== null}
            onSort={(sort) => update({ sort, strona: 1 })}
            onPage={(strona) => update({ strona, sort: search.sort })}
          />
        </section>
      </div>
    </PageContainer>
  );
};
