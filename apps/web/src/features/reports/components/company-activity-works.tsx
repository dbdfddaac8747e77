import {
  type ActivityGroup,
  type CompanyActivity,
  formatNumber,
  formatPln,
  COMPANY_ACTIVITY_TEXTS as T,
} from '@platform/shared';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '@/components/charts/data-table';
import { EChart } from '@/components/charts/echart';

const columns: DataColumn<ActivityGroup>[] = [
  { key: 'name', title: 'Nazwa', value: (g) => g.name },
  { key: 'count', title: T.investments, value: (g) => g.count, render: (g) => formatNumber(g.count), numeric: true },
  { key: 'value', title: `${T.value} (zł)`, value: (g) => g.value, render: (g) => formatPln(g.value), numeric: true },
];

const barOption = (groups: ActivityGroup[], vertical: boolean) => {
  const names = groups.map((g) => g.name);
  const category = { type: 'category', data: names, axisLabel: { width: 160, overflow: 'truncate' } };
  return {
    grid: { left: vertical ? 48 : 170, right: 24, top: 16, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatNumber(v) },
    xAxis: vertical ? category : { type: 'value' },
    yAxis: vertical ? { type: 'value' } : { ...category, inverse: true },
    series: [{ type: 'bar', name: T.investments, data: groups.map((g) => g.count), itemStyle: { color: '#1668dc' } }],
  };
};

/** One section: a bar chart of the number of investments and the same figures as a table, exportable. */
const Section = ({
  title,
  groups,
  file,
  vertical = false,
}: {
  title: string;
  groups: ActivityGroup[];
  file: string;
  vertical?: boolean;
}) => {
  const top = useMemo(() => (vertical ? groups : groups.slice(0, 12)), [groups, vertical]);
  const option = useMemo(() => barOption(top, vertical), [top, vertical]);
  return (
    <Card size="small">
      <EChart option={option} height={vertical ? 240 : Math.max(160, top.length * 28 + 48)} ariaLabel={title} />
      <DataTable
        caption={title}
        rows={groups}
        rowKey={(g) => `${g.id}-${g.name}`}
        columns={columns}
        exportName={file}
      />
    </Card>
  );
};

/** The company's works (spec 2.8 report): totals, then by industry, sector, voivodeship and year. */
export const CompanyActivityWorks = ({ report }: { report: CompanyActivity }) => {
  if (report.summary.count === 0) return <Empty description={T.noWorks} />;
  return (
    <div data-testid="company-activity-works">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title={T.investments} value={formatNumber(report.summary.count)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={T.value} value={formatPln(report.summary.value)} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Section title={T.byIndustry} groups={report.byIndustry} file="aktywnosc-branze" />
        </Col>
        <Col xs={24} xl={12}>
          <Section title={T.bySector} groups={report.bySector} file="aktywnosc-sektory" />
        </Col>
        <Col xs={24} xl={12}>
          <Section title={T.byProvince} groups={report.byProvince} file="aktywnosc-wojewodztwa" />
        </Col>
        <Col xs={24} xl={12}>
          <Section title={T.byYear} groups={report.byYear} file="aktywnosc-lata" vertical />
        </Col>
      </Row>
    </div>
  );
};
