import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

/** A GeoJSON map a choropleth draws on, registered under its name before the first draw. */
export type ChartMap = { name: string; geoJson: object };

type Props = {
  option: EChartsCoreOption;
  ariaLabel: string;
  height?: number;
  map?: ChartMap;
};

const loadECharts = () => import('./echarts-setup');

/**
 * One Apache ECharts chart. ECharts (tree-shaken to echarts-setup.ts) loads on the first chart, so
 * it travels with the route that shows one. The chart is a picture for the eye (role img with its
 * label); the figures themselves are in the DataTable beside it.
 */
export const EChart = ({ option, ariaLabel, height = 320, map }: Props) => {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is made once per map; options follow below
  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void loadECharts().then(({ echarts }) => {
      const element = box.current;
      if (disposed || !element) return;
      if (map) echarts.registerMap(map.name, map.geoJson as Parameters<typeof echarts.registerMap>[1]);
      const instance = echarts.init(element, undefined, { renderer: 'canvas' });
      instance.setOption(latest.current);
      chart.current = instance;
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [map?.name]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // ECharts writes its own label on the element it draws in: ours sits on the frame around it
  return (
    <div role="img" aria-label={ariaLabel}>
      <div ref={box} aria-hidden="true" style={{ width: '100%', height }} />
    </div>
  );
};
