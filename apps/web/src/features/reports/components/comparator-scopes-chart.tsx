import { type ComparatorScopeResult, formatNumber } from '@platform/shared';
import { useMemo } from 'react';
import { DataTable } from '@/components/charts/data-table';
import { EChart } from '@/components/charts/echart';
import { formatGrowth, formatMonth, formatValue } from '../lib/report-format';
import { ReportSection } from './report-section';

/** The scopes side by side: new investments per month (one line each) and the period's figures. */
export const ComparatorScopesChart = ({ scopes }: { scopes: ComparatorScopeResult[] }) => {
  const option = useMemo(
    () => ({
      aria: { enabled: true },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 40, right: 16, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: (scopes[0]?.series ?? []).map((m) => formatMonth(m.month)) },
      yAxis: { type: 'value', name: 'liczba' },
      series: scopes.map((s) => ({ name: s.label, type: 'line', smooth: true, data: s.series.map((m) => m.count) })),
    }),
    [scopes],
  );
  return (
    <ReportSection title="Zakresy obok siebie" empty={scopes.every((s) => s.current.count === 0)}>
      <EChart option={option} ariaLabel="Wykres: liczba nowych inwestycji w porównywanych zakresach" />
      <DataTable
        caption="Porównanie zakresów w wybranym okresie"
        exportName="porownanie-zakresow"
        rowKey={(s) => s.key}
        rows={scopes}
        columns={[
          { key: 'label', title: 'Zakres', value: (s) => s.label },
          {
            key: 'count',
            title: 'Liczba',
            value: (s) => s.current.count,
            render: (s) => formatNumber(s.current.count),
            numeric: true,
          },
          {
            key: 'value',
            title: 'Wartość (zł)',
            value: (s) => s.current.value,
            render: (s) => formatValue(s.current.value),
            numeric: true,
          },
          {
            key: 'median',
            title: 'Mediana wartości (zł)',
            value: (s) => s.current.median,
            render: (s) => (s.current.median === null ? '—' : formatValue(s.current.median)),
            numeric: true,
          },
          {
            key: 'growthCount',
            title: 'Zmiana liczby wobec poprzedniego okresu',
            value: (s) => s.growth.count,
            render: (s) => formatGrowth(s.growth.count),
            numeric: true,
          },
          {
            key: 'growthValue',
            title: 'Zmiana wartości wobec poprzedniego okresu',
            value: (s) => s.growth.value,
            render: (s) => formatGrowth(s.growth.value),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  );
};
