import { marketComparatorQuerySchema } from '@platform/shared';
import { Skeleton, Typography } from 'antd';
import { ErrorAlert } from '@/components/error-alert';
import { useCurrentUser } from '@/lib/auth';
import { useMarketComparator } from '../api/get-market-comparator';
import { ClientCoverage } from '../components/client-coverage';
import { ComparatorScopes } from '../components/comparator-scopes';
import { ComparatorScopesChart } from '../components/comparator-scopes-chart';
import { CompetitionTable } from '../components/competition-table';
import { comparatorToQuery } from '../lib/comparator-params';
import { canSeeReports } from '../lib/report-access';
import { formatMonth } from '../lib/report-format';
import { useReportParams } from '../lib/use-report-params';

/** /analizy-i-raporty/porownywarka-rynku-inwestycji (spec 2.8). */
export const MarketComparatorPage = () => {
  const { user } = useCurrentUser();
  const allowed = canSeeReports(user);
  const [query, setQuery] = useReportParams(marketComparatorQuerySchema, comparatorToQuery);
  const { data, isPending, isError, error, isPlaceholderData } = useMarketComparator(query, allowed);
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Porównywarka rynku inwestycji
      </Typography.Title>
      <ComparatorScopes value={query} onChange={setQuery} />
      {isError && <ErrorAlert error={error} title="Nie udało się wczytać raportu. Spróbuj ponownie." />}
      {!data && isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && (
        <div style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          <Typography.Paragraph type="secondary">
            Okres: {formatMonth(data.period.from)} – {formatMonth(data.period.to)}; zmiana wobec okresu{' '}
            {formatMonth(data.previousPeriod.from)} – {formatMonth(data.previousPeriod.to)}.
          </Typography.Paragraph>
          <div className="report-grid" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <ComparatorScopesChart scopes={data.scopes} />
            <CompetitionTable competition={data.competition} />
            <ClientCoverage query={{ from: query.from, to: query.to }} enabled={allowed} />
          </div>
        </div>
      )}
    </div>
  );
};
