import { formatNumber, type MonthFigure } from '@platform/shared';
import { useMemo } from 'react';
import { DataTable } from '@/components/charts/data-table';
import { EChart } from '@/components/charts/echart';
import { formatMonth, formatValue } from '../lib/report-format';
import { ReportSection } from './report-section';

/** Number (bars) and value (line, mln zł) of investments month by month. */
export const SummaryByMonth = ({ months }: { months: MonthFigure[] }) => {
  const option = useMemo(
    () => ({
      aria: { enabled: true },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 56, top: 36, bottom: 32 },
      xAxis: { type: 'category', data: months.map((m) => formatMonth(m.month)) },
      yAxis: [
        { type: 'value', name: 'liczba' },
        { type: 'value', name: 'mln zł', splitLine: { show: false } },
      ],
      series: [
        { name: 'Liczba inwestycji', type: 'bar', data: months.map((m) => m.count) },
        {
          name: 'Wartość (mln zł)',
          type: 'line',
          yAxisIndex: 1,
          data: months.map((m) => Math.round(m.value / 100_000) / 10),
        },
      ],
    }),
    [months],
  );
  return (
    <ReportSection title="Inwestycje w kolejnych miesiącach" empty={months.every((m) => m.count === 0)}>
      <EChart option={option} ariaLabel="Wykres: liczba i wartość inwestycji w kolejnych miesiącach" />
      <DataTable
        caption="Inwestycje w kolejnych miesiącach"
        exportName="inwestycje-miesiace"
        rowKey={(m) => m.month}
        rows={months}
        columns={[
          { key: 'month', title: 'Miesiąc', value: (m) => m.month, render: (m) => formatMonth(m.month) },
          { key: 'count', title: 'Liczba', value: (m) => m.count, render: (m) => formatNumber(m.count), numeric: true },
          {
            key: 'value',
            title: 'Wartość (zł)',
            value: (m) => m.value,
            render: (m) => formatValue(m.value),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  );
};
