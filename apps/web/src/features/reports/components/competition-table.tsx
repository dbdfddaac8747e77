import { type CompetitionCell, formatNumber, type MarketComparator } from '@platform/shared';
import { Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/charts/data-table';
import { EChart } from '@/components/charts/echart';
import { formatMedian, formatShare } from '../lib/report-format';
import { ReportSection } from './report-section';

type Metric = 'singleOfferShare' | 'medianOffers' | 'medianDaysToDecision' | 'orders';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'singleOfferShare', label: 'Zlecenia z jedną ofertą' },
  { value: 'medianOffers', label: 'Mediana ofert' },
  { value: 'medianDaysToDecision', label: 'Dni do decyzji' },
  { value: 'orders', label: 'Liczba zleceń' },
];

type Row = CompetitionCell & { province: string; industry: string };

/**
 * The competition per voivodeship × industry, from the orders of the period: a heat map of the chosen
 * figure and the table. Cells with fewer than `minOrders` orders are empty on purpose.
 */
export const CompetitionTable = ({ competition }: { competition: MarketComparator['competition'] }) => {
  const [metric, setMetric] = useState<Metric>('singleOfferShare');
  const rows: Row[] = useMemo(() => {
    const province = new Map(competition.provinces.map((p) => [p.id, p.name]));
    const industry = new Map(competition.industries.map((i) => [i.id, i.name]));
    return competition.cells
      .map((c) => ({ ...c, province: province.get(c.provinceId) ?? '', industry: industry.get(c.industryId) ?? '' }))
      .sort((a, b) => a.province.localeCompare(b.province, 'pl') || a.industry.localeCompare(b.industry, 'pl'));
  }, [competition]);
  const option = useMemo(() => {
    const xs = competition.industries;
    const ys = competition.provinces;
    const data = competition.cells
      .filter((c) => !c.hidden && c[metric] !== null)
      .map((c) => [
        xs.findIndex((x) => x.id === c.industryId),
        ys.findIndex((y) => y.id === c.provinceId),
        metric === 'singleOfferShare' ? Math.round((c[metric] ?? 0) * 100) : Math.round((c[metric] ?? 0) * 10) / 10,
      ]);
    return {
      aria: { enabled: true },
      tooltip: { position: 'top' },
      grid: { left: 8, right: 8, top: 8, bottom: 64, containLabel: true },
      xAxis: {
        type: 'category',
        data: xs.map((x) => x.name),
        axisLabel: { rotate: 40, width: 110, overflow: 'truncate' },
      },
      yAxis: { type: 'category', data: ys.map((y) => y.name) },
      visualMap: {
        min: 0,
        max: Math.max(1, ...data.map((d) => Number(d[2]))),
        calculable: true,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        show: false,
      },
      series: [{ type: 'heatmap', data, label: { show: true, fontSize: 10 } }],
    };
  }, [competition, metric]);
  const hiddenText = `mniej niż ${competition.minOrders} zleceń`;
  const shown = (row: Row, text: string) => (row.hidden ? hiddenText : text);
  return (
    <ReportSection title="Konkurencja o zlecenia: województwa × branże" empty={competition.cells.length === 0}>
      <Typography.Paragraph type="secondary">
        Z opublikowanych zleceń okresu. Udział zleceń z jedną ofertą liczymy wśród zleceń, które dostały ofertę. Komórki
        z mniej niż {competition.minOrders} zleceniami są puste, aby nie dało się rozpoznać żadnej firmy.
      </Typography.Paragraph>
      <Segmented
        value={metric}
        onChange={(m) => setMetric(m as Metric)}
        options={METRICS}
        style={{ marginBottom: 8 }}
      />
      <EChart
        option={option}
        height={520}
        ariaLabel={`Mapa cieplna: ${METRICS.find((m) => m.value === metric)?.label}`}
      />
      <DataTable
        caption="Konkurencja według województw i branż"
        exportName="konkurencja-wojewodztwa-branze"
        rowKey={(r) => `${r.provinceId}-${r.industryId}`}
        rows={rows}
        pageSize={16}
        columns={[
          { key: 'province', title: 'Województwo', value: (r) => r.province },
          { key: 'industry', title: 'Branża', value: (r) => r.industry },
          {
            key: 'orders',
            title: 'Zlecenia',
            value: (r) => r.orders,
            render: (r) => shown(r, formatNumber(r.orders ?? 0)),
            numeric: true,
          },
          {
            key: 'medianOffers',
            title: 'Mediana ofert',
            value: (r) => r.medianOffers,
            render: (r) => shown(r, formatMedian(r.medianOffers)),
            numeric: true,
          },
          {
            key: 'single',
            title: 'Z jedną ofertą',
            value: (r) => r.singleOfferShare,
            render: (r) => shown(r, formatShare(r.singleOfferShare)),
            numeric: true,
          },
          {
            key: 'days',
            title: 'Mediana dni do decyzji',
            value: (r) => r.medianDaysToDecision,
            render: (r) => shown(r, formatMedian(r.medianDaysToDecision)),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  );
};
