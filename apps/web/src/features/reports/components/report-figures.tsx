import { Card, Statistic } from 'antd';

export type Figure = { title: string; value: string };

/** The headline figures of a report, in a row of cards. */
export const ReportFigures = ({ figures }: { figures: Figure[] }) => (
  <div className="report-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', marginTop: 0 }}>
    {figures.map((f) => (
      <Card key={f.title} size="small">
        <Statistic title={f.title} value={f.value} />
      </Card>
    ))}
  </div>
);
