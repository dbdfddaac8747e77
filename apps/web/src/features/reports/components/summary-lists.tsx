import { formatNumber, type InvestmentsSummary } from '@platform/shared';
import { Link } from 'react-router';
import { DataTable } from '@/components/charts/data-table';
import { paths } from '@/config/paths';
import { formatValue } from '../lib/report-format';
import { ReportSection } from './report-section';

/** The largest investments of the scope (linked to their pages) and the most active companies (to their cards). */
export const SummaryLists = ({ summary }: { summary: InvestmentsSummary }) => (
  <>
    <ReportSection title="Największe inwestycje" empty={summary.largest.length === 0}>
      <DataTable
        caption="Największe inwestycje"
        exportName="najwieksze-inwestycje"
        rowKey={(i) => i.id}
        rows={summary.largest}
        columns={[
          {
            key: 'name',
            title: 'Inwestycja',
            value: (i) => i.name,
            render: (i) => <Link to={paths.investment.to(i.id)}>{i.name}</Link>,
          },
          { key: 'province', title: 'Województwo', value: (i) => i.province },
          {
            key: 'value',
            title: 'Wartość (zł)',
            value: (i) => i.value,
            render: (i) => formatValue(i.value),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
    <ReportSection title="Najaktywniejsze firmy" empty={summary.topCompanies.length === 0}>
      <DataTable
        caption="Najaktywniejsze firmy"
        exportName="najaktywniejsze-firmy"
        rowKey={(c) => c.id}
        rows={summary.topCompanies}
        columns={[
          {
            key: 'name',
            title: 'Firma',
            value: (c) => c.name,
            render: (c) => <Link to={paths.company.to(c.id)}>{c.name}</Link>,
          },
          {
            key: 'count',
            title: 'Inwestycje',
            value: (c) => c.count,
            render: (c) => formatNumber(c.count),
            numeric: true,
          },
          {
            key: 'value',
            title: 'Wartość udziałów (zł)',
            value: (c) => c.value,
            render: (c) => formatValue(c.value),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  </>
);
