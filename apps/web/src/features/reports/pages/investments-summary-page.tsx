import { formatNumber, investmentsSummaryQuerySchema, scopeToQuery } from '@platform/shared';
import { Skeleton, Typography } from 'antd';
import { ErrorAlert } from '@/components/error-alert';
import { useCurrentUser } from '@/lib/auth';
import { useInvestmentsSummary } from '../api/get-investments-summary';
import { GroupFigures } from '../components/group-figures';
import { ProvinceMap } from '../components/province-map';
import { ReportFigures } from '../components/report-figures';
import { ScopeFilters } from '../components/scope-filters';
import { SummaryByMonth } from '../components/summary-by-month';
import { SummaryLists } from '../components/summary-lists';
import { canSeeReports } from '../lib/report-access';
import { formatMedian, formatMonth, formatValue } from '../lib/report-format';
import { useReportParams } from '../lib/use-report-params';

/** /analizy-i-raporty/podsumowanie-inwestycji (spec 2.8): the investments of a chosen scope. */
export const InvestmentsSummaryPage = () => {
  const { user } = useCurrentUser();
  const [scope, setScope] = useReportParams(investmentsSummaryQuerySchema, (s) => new URLSearchParams(scopeToQuery(s)));
  const query = useInvestmentsSummary(scope, canSeeReports(user));
  const data = query.data;
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Podsumowanie inwestycji
      </Typography.Title>
      <ScopeFilters value={scope} onChange={setScope} />
      {query.isError && <ErrorAlert error={query.error} title="Nie udało się wczytać raportu. Spróbuj ponownie." />}
      {!data && query.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <Typography.Paragraph type="secondary">
            Okres: {formatMonth(data.period.from)} – {formatMonth(data.period.to)} (inwestycje według daty dodania do
            bazy)
          </Typography.Paragraph>
          <ReportFigures
            figures={[
              { title: 'Liczba inwestycji', value: formatNumber(data.total.count) },
              { title: 'Łączna wartość', value: formatValue(data.total.value) },
              { title: 'Mediana wartości', value: data.total.median === null ? '—' : formatValue(data.total.median) },
              { title: 'Średnio miesięcznie', value: formatMedian(data.total.count / data.period.months) },
            ]}
          />
          <div className="report-grid">
            <SummaryByMonth months={data.byMonth} />
            <ProvinceMap provinces={data.byProvince} />
            <GroupFigures
              title="Inwestycje według sektorów"
              groupTitle="Sektor"
              groups={data.bySector}
              exportName="inwestycje-sektory"
            />
            <GroupFigures
              title="Inwestycje według etapów"
              groupTitle="Etap"
              groups={data.byStage}
              exportName="inwestycje-etapy"
            />
            <SummaryLists summary={data} />
          </div>
        </div>
      )}
    </div>
  );
};
