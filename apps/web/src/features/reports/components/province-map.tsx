import { formatNumber, type GroupFigure } from '@platform/shared';
import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { DataTable } from '@/components/charts/data-table';
import { EChart } from '@/components/charts/echart';
import { useVoivodeships, voivodeshipIdOf } from '@/lib/geo/voivodeship-shapes';
import { formatValue } from '../lib/report-format';
import { ReportSection } from './report-section';

/**
 * Investments per voivodeship: a choropleth of Poland (the app's own voivodeship GeoJSON, the map of
 * the orders map) coloured by the count, and the table.
 */
export const ProvinceMap = ({ provinces }: { provinces: GroupFigure[] }) => {
  const shapes = useVoivodeships().data;
  const map = useMemo(() => (shapes ? { name: 'wojewodztwa', geoJson: shapes } : undefined), [shapes]);
  const option = useMemo(() => {
    const byId = new Map(provinces.map((p) => [p.id, p]));
    const data = (shapes?.features ?? []).map((f) => {
      const figure = byId.get(voivodeshipIdOf(f.properties.teryt));
      return { name: f.properties.nazwa, value: figure?.count ?? 0 };
    });
    return {
      aria: { enabled: true },
      tooltip: { trigger: 'item', formatter: '{b}: {c}' },
      visualMap: {
        min: 0,
        max: Math.max(1, ...data.map((d) => d.value)),
        calculable: true,
        left: 0,
        bottom: 0,
        inRange: { color: ['#e6f4ff', '#1677ff', '#002c8c'] },
      },
      series: [{ type: 'map', map: 'wojewodztwa', nameProperty: 'nazwa', roam: false, data }],
    };
  }, [provinces, shapes]);
  return (
    <ReportSection title="Inwestycje według województw" empty={provinces.length === 0}>
      {map ? (
        <EChart option={option} map={map} height={380} ariaLabel="Mapa Polski: liczba inwestycji w województwach" />
      ) : (
        <Skeleton.Node active style={{ width: '100%', height: 380 }} />
      )}
      <DataTable
        caption="Inwestycje według województw"
        exportName="inwestycje-wojewodztwa"
        rowKey={(p) => p.id}
        rows={provinces}
        columns={[
          { key: 'name', title: 'Województwo', value: (p) => p.name },
          { key: 'count', title: 'Liczba', value: (p) => p.count, render: (p) => formatNumber(p.count), numeric: true },
          {
            key: 'value',
            title: 'Wartość (zł)',
            value: (p) => p.value,
            render: (p) => formatValue(p.value),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  );
};
