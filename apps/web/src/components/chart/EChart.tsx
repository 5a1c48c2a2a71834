// One ECharts chart (DESIGN.md: every chart is ECharts). echarts is loaded the first time a chart
// is shown, in a chunk of its own, with only the chart kinds and parts registered below, so pages
// without charts do not carry it. The chart follows its box's width.
import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

export type ChartOption = EChartsCoreOption;

async function loadEcharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.BarChart,
    charts.PieChart,
    charts.LineChart,
    charts.RadarChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    components.TitleComponent,
    components.RadarComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
}

let echartsLoad: ReturnType<typeof loadEcharts> | undefined;

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers (the figures are also given as text by the page). */
  label: string;
  /** A click on a bar, slice or point: which series and which of its data (e.g. to open the rows behind it). */
  onClick?: (item: ChartClick) => void;
}

/** What ECharts reports of a clicked item (the parts a page needs). */
export interface ChartClick {
  seriesIndex: number;
  dataIndex: number;
  name: string;
}

export function EChart({ option, height, label, onClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<{
    setOption(o: ChartOption, notMerge?: boolean): void;
    resize(): void;
    dispose(): void;
  }>(undefined);
  // The chart is made once; a click reaches the handler of the latest render.
  const clicked = useRef(onClick);
  useEffect(() => {
    clicked.current = onClick;
  }, [onClick]);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    (echartsLoad ??= loadEcharts())
      .then((echarts) => {
        if (disposed || !box.current) return;
        const made = echarts.init(box.current);
        made.on('click', (item) => clicked.current?.(item as ChartClick));
        chart.current = made;
        chart.current.setOption(option, true);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart.current?.resize());
          observer.observe(box.current);
        }
      })
      .catch(() => {
        // A chart that cannot load leaves its box empty; the page shows the figures as text.
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
    // The chart is made once per mount; option changes are applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
