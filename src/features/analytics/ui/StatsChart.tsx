// One chart's place on the page: an image with a summary for screen readers, drawn in the
// browser once the chart library has loaded. The server renders the empty, sized box.
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './stats-data';

interface StatsChartProps {
  spec: ChartSpec;
  /** What the chart shows, in words: its accessible name. */
  label: string;
  lang: string;
}

let chartCode: Promise<typeof import('./draw-chart')> | null = null;
/** The chart library is fetched once for all the page's charts, when the first one mounts. */
const loadChartCode = () => {
  chartCode ??= import('./draw-chart');
  return chartCode;
};

export function StatsChart({ spec, label, lang }: StatsChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadChartCode().then(({ drawChart, CHART_HEIGHT }) => {
      if (cancelled) return;
      chart = drawChart(target, spec, lang, target.clientWidth);
      // Follow the page's width (phone rotation, window resizing) without redrawing from scratch.
      observer = new ResizeObserver(() =>
        chart?.setSize({ width: target.clientWidth, height: CHART_HEIGHT }),
      );
      observer.observe(target);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [spec, lang]);

  return <div ref={box} className="stats-chart" role="img" aria-label={label} />;
}
