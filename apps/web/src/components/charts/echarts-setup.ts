/**
 * The parts of Apache ECharts the app uses, registered once: loaded with the first chart of a route
 * (echart.tsx imports this file lazily), so pages without charts never download it. A new kind of
 * chart registers its series or component here.
 */
import { BarChart, GraphChart, HeatmapChart, LineChart, MapChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  MapChart,
  GraphChart,
  HeatmapChart,
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { echarts };
