import {
  DASHBOARD_COUNTER_SLIDES,
  DASHBOARD_TEXTS,
  type DashboardStatistics,
  dashboardCounter,
  formatDashboardNumber,
} from '@platform/shared';
import { Carousel, ConfigProvider } from 'antd';
import { useDashboardStatistics } from '../../api/get-dashboard-statistics';
import { SectionCard } from '../section-card';
import './statistics-carousel.css';

const AUTOPLAY_MS = 5000;
const COUNTER_COLOUR = '#1d4ed8';

export const StatisticsSlides = ({ stats }: { stats: DashboardStatistics }) => (
  // antd's dots are white (made for photos): the theme's blue keeps them visible on the white card
  <ConfigProvider theme={{ components: { Carousel: { colorBgContainer: COUNTER_COLOUR } } }}>
    <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={AUTOPLAY_MS}>
      {DASHBOARD_COUNTER_SLIDES.map((slide) => (
        <div key={slide[0]?.key}>
          <div className="dashboard-counters">
            {slide.map((counter) => (
              <div key={counter.key} className="dashboard-counter" data-testid={`dashboard-counter-${counter.key}`}>
                <div className="dashboard-counter__value">
                  {formatDashboardNumber(dashboardCounter(stats, counter.key))}
                </div>
                <div className="dashboard-counter__label">{counter.label}</div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </Carousel>
  </ConfigProvider>
);

/** The statistics carousel: 3 slides of 3 counters, autoplaying; nothing while loading or on failure. */
export const StatisticsCarousel = () => {
  const { data } = useDashboardStatistics();
  if (!data) return null;
  return (
    <SectionCard title={DASHBOARD_TEXTS.statisticsTitle} testId="dashboard-statistics">
      <StatisticsSlides stats={data} />
    </SectionCard>
  );
};
