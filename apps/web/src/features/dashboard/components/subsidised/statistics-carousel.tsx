import {
  DASHBOARD_COUNTER_SLIDES,
  DASHBOARD_TEXTS,
  type DashboardStatistics,
  dashboardCounter,
  formatDashboardNumber,
} from '@platform/shared';
import { Card, Carousel } from 'antd';
import { useDashboardStatistics } from '../../api/get-dashboard-statistics';

const AUTOPLAY_MS = 5000;

export const StatisticsSlides = ({ stats }: { stats: DashboardStatistics }) => (
  <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={AUTOPLAY_MS}>
    {DASHBOARD_COUNTER_SLIDES.map((slide) => (
      <div key={slide[0]?.key}>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
            gap: 16,
            padding: '8px 4px 32px',
          }}
        >
          {slide.map((counter) => (
            <div key={counter.key} style={{ textAlign: 'center' }} data-testid={`dashboard-counter-${counter.key}`}>
              <div style={{ fontSize: 28, fontWeight: 700, color: '#1d4ed8' }}>
                {formatDashboardNumber(dashboardCounter(stats, counter.key))}
              </div>
              <div style={{ color: '#44403c' }}>{counter.label}</div>
            </div>
          ))}
        </div>
      </div>
    ))}
  </Carousel>
);

/** The statistics carousel: 3 slides of 3 counters, autoplaying; nothing while loading or on failure. */
export const StatisticsCarousel = () => {
  const { data } = useDashboardStatistics();
  if (!data) return null;
  return (
    <Card
      title={<h2 style={{ fontSize: 17, margin: 0 }}>{DASHBOARD_TEXTS.statisticsTitle}</h2>}
      data-testid="dashboard-statistics"
      style={{ height: '100%' }}
    >
      <StatisticsSlides stats={data} />
    </Card>
  );
};
