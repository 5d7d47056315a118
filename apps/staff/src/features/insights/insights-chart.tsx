// A chart drawn with uPlot (a maintained canvas chart library), sized to its column (390 px phones to wide
// screens). The canvas is hidden from screen readers: every chart has a table of the same figures beside it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 220;

export function InsightsChart({
  options,
  data,
  note,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  note: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot({ ...options, width: element.clientWidth || 320, height: HEIGHT }, data, element);
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return (
    <figure className="insights-chart">
      <div ref={box} aria-hidden="true" />
      <figcaption className="hint">{note}</figcaption>
    </figure>
  );
}

const DAY_SECONDS = 24 * 60 * 60;

/** The daily chart: visitors, page views and applications sent. */
export const dailyChart = (
  days: readonly { day: string; visitors: number; views: number; sent: number }[],
  labels: { visitors: string; views: string; sent: string },
) => ({
  data: [
    days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
    days.map((d) => d.visitors),
    days.map((d) => d.views),
    days.map((d) => d.sent),
  ] as uPlot.AlignedData,
  options: {
    tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
    scales: {
      x: {
        time: true,
        range: (_u: uPlot, min: number, max: number) =>
          [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] as uPlot.Range.MinMax,
      },
    },
    series: [
      {},
      { label: labels.visitors, stroke: '#1d4ed8', width: 2 },
      { label: labels.views, stroke: '#64748b', width: 1 },
      { label: labels.sent, stroke: '#15803d', width: 2 },
    ],
  } satisfies Omit<uPlot.Options, 'width' | 'height'>,
});

/** The funnel as bars: vacancy visitors → applications started → sent. */
export const funnelChart = (steps: readonly [string, number][]) => ({
  data: [steps.map((_, i) => i + 1), steps.map(([, count]) => count)] as uPlot.AlignedData,
  options: {
    scales: { x: { time: false, range: [0.5, steps.length + 0.5] as uPlot.Range.MinMax } },
    axes: [
      {
        values: (_u: uPlot, splits: number[]) => splits.map((s) => steps[s - 1]?.[0] ?? ''),
        splits: () => steps.map((_, i) => i + 1),
      },
      {},
    ],
    series: [
      {},
      {
        label: '',
        fill: '#1d4ed8',
        stroke: '#1d4ed8',
        paths: uPlot.paths.bars!({ size: [0.6, 120] }),
        points: { show: false },
      },
    ],
    legend: { show: false },
  } satisfies Omit<uPlot.Options, 'width' | 'height'>,
});
