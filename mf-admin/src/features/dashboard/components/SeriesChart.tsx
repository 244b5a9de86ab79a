import { useEffect, useRef } from 'react';
import { init, use as registerChartParts } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

/** One series over time (daily sales, check-ins per 15 minutes), drawn as SVG. */
export function SeriesChart({ label, x, y, kind }: { label: string; x: string[]; y: number[]; kind: 'bar' | 'line' }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = init(el.current!, undefined, { renderer: 'svg' });
    chart.setOption({
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      xAxis: { type: 'category', data: x },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: label, type: kind, data: y }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [label, x, y, kind]);
  return <div ref={el} role="img" aria-label={label} style={{ height: 260, width: '100%' }} />;
}
