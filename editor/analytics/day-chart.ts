// A uPlot line chart of figures per day (fetched when it first draws), shared by the visits and the revenue charts; fails quietly where there is no canvas (each chart keeps its table).
import { useEffect, type RefObject } from 'react';

const HEIGHT = 240;
const DAY_SECONDS = 86_400;
const VALUE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1e6, 1e7, 1e8,
];

/** One line of the chart: a value for each day. */
export interface DaySeries {
  label: string;
  stroke: string;
  dash?: number[];
  values: readonly number[];
}

/** What a chart draws: the days (`YYYY-MM-DD`, oldest first) and its lines. */
export interface DayPlot {
  days: readonly string[];
  series: readonly DaySeries[];
}

/** Draws `plot` with uPlot into `host`; returns how to remove it. */
async function draw(host: HTMLElement, plot: DayPlot): Promise<() => void> {
  const { default: UPlot } = await import('uplot');
  const xs = plot.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const chart = new UPlot(
    {
      width: Math.max(320, host.clientWidth || 640),
      height: HEIGHT,
      tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
      scales: { x: { time: true } },
      series: [
        {},
        ...plot.series.map((line) => ({
          label: line.label,
          stroke: line.stroke,
          width: 2,
          ...(line.dash === undefined ? {} : { dash: line.dash }),
        })),
      ],
      axes: [
        // Whole days (1, 7 or 30 apart), written as month/day, never hours.
        { incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 30 * DAY_SECONDS], values: '{M}/{D}', space: 48 },
        // Whole numbers on the values' axis.
        { size: 64, incrs: VALUE_STEPS },
      ],
    },
    [xs, ...plot.series.map((line) => [...line.values])],
    host,
  );
  return () => chart.destroy();
}

/** Draws `plot` into `host` while it is shown, again when `plot` changes (keep it memoised). */
export function useDayChart(host: RefObject<HTMLElement | null>, plot: DayPlot): void {
  useEffect(() => {
    const element = host.current;
    if (element === null || plot.days.length === 0) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    draw(element, plot).then(
      (remove) => (gone ? remove() : (stop = remove)),
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [host, plot]);
}
