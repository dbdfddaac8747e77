import { type ClientCoverageQuery, coverageReasons } from '@platform/shared';
import { Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DataTable } from '@/components/charts/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { useClientCoverage } from '../api/get-client-coverage';
import { formatMedian } from '../lib/report-format';
import { ReportSection } from './report-section';

/**
 * The client's coverage: each own order per industry, its offers beside the median of comparable
 * orders (same voivodeship × industry and period), and what may explain fewer offers. It sits in the
 * comparator because it reads the comparator's cells: the same market, seen from one client's orders.
 */
export const ClientCoverage = ({ query, enabled }: { query: ClientCoverageQuery; enabled: boolean }) => {
  const { data, isPending, isError, error } = useClientCoverage(query, enabled);
  return (
    <div id="pokrycie">
      <ReportSection title="Twoje zlecenia na tle rynku" empty={data !== undefined && data.rows.length === 0}>
        {isError && <ErrorAlert error={error} title="Nie udało się wczytać Twoich zleceń." />}
        {isPending && <Skeleton active />}
        {data && !data.hasCompany && (
          <Typography.Text>Raport dotyczy zleceń firmy; Twoje konto nie ma firmy.</Typography.Text>
        )}
        {data && data.rows.length > 0 && (
          <DataTable
            caption="Oferty Twoich zleceń na tle podobnych zleceń"
            exportName="pokrycie-moich-zlecen"
            rowKey={(r) => `${r.orderId}-${r.industry}`}
            rows={data.rows}
            columns={[
              {
                key: 'order',
                title: 'Zlecenie',
                value: (r) => r.investmentName,
                render: (r) => <Link to={paths.orders.view.to(r.orderId)}>{r.investmentName}</Link>,
              },
              { key: 'province', title: 'Województwo', value: (r) => r.province },
              { key: 'industry', title: 'Branża', value: (r) => r.industry },
              { key: 'offers', title: 'Oferty', value: (r) => r.offers, numeric: true },
              {
                key: 'median',
                title: 'Mediana podobnych',
                value: (r) => r.comparableMedian,
                render: (r) => formatMedian(r.comparableMedian),
                numeric: true,
              },
              { key: 'deadline', title: 'Dni na oferty', value: (r) => r.deadlineDays, numeric: true },
              { key: 'invitations', title: 'Zaproszenia', value: (r) => r.invitationsSent, numeric: true },
              {
                key: 'reasons',
                title: 'Możliwe przyczyny',
                value: (r) => coverageReasons(r).join(', '),
                render: (r) => coverageReasons(r).map((reason) => <Tag key={reason}>{reason}</Tag>),
              },
            ]}
          />
        )}
      </ReportSection>
    </div>
  );
};
