import { formatNumber, type GroupFigure } from '@platform/shared';
import { useMemo } from 'react';
import { DataTable } from '@/components/charts/data-table';
import { EChart } from '@/components/charts/echart';
import { formatValue } from '../lib/report-format';
import { ReportSection } from './report-section';

type Props = { title: string; groups: GroupFigure[]; exportName: string; groupTitle: string };

/** Investments per group (sector, stage): horizontal bars of the count, and the table. */
export const GroupFigures = ({ title, groups, exportName, groupTitle }: Props) => {
  const option = useMemo(() => {
    const shown = [...groups].reverse();
    return {
      aria: { enabled: true },
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', data: shown.map((g) => g.name), axisLabel: { width: 160, overflow: 'truncate' } },
      series: [{ name: 'Liczba inwestycji', type: 'bar', data: shown.map((g) => g.count) }],
    };
  }, [groups]);
  return (
    <ReportSection title={title} empty={groups.length === 0}>
      <EChart option={option} ariaLabel={`Wykres: ${title.toLowerCase()}`} height={Math.max(160, groups.length * 28)} />
      <DataTable
        caption={title}
        exportName={exportName}
        rowKey={(g) => g.id}
        rows={groups}
        columns={[
          { key: 'name', title: groupTitle, value: (g) => g.name },
          { key: 'count', title: 'Liczba', value: (g) => g.count, render: (g) => formatNumber(g.count), numeric: true },
          {
            key: 'value',
            title: 'Wartość (zł)',
            value: (g) => g.value,
            render: (g) => formatValue(g.value),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  );
};
