// The Analytics screen's chart of visits and page views per day (uPlot, fetched when the chart first draws), with a text summary and a visually hidden table of the same series.
import { useEffect, useRef } from 'react';
import type { AnalyticsDay } from '../../domain/owner-api/analytics.js';

const HEIGHT = 240;
const DAY_SECONDS = 86_400;
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1e6,
];

/** `count` and its noun, singular for one (`1 visit`, `3 visits`). */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Draws `days` with uPlot into `host`; returns how to remove it. Fails quietly where there is no canvas (the table stays). */
async function draw(host: HTMLElement, days: readonly AnalyticsDay[]): Promise<() => void> {
  const { default: UPlot } = await import('uplot');
  const xs = days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
  const chart = new UPlot(
    {
      width: Math.max(320, host.clientWidth || 640),
      height: HEIGHT,
      tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
      scales: { x: { time: true } },
      series: [
        {},
        { label: 'Visits', stroke: '#1d4ed8', width: 2 },
        { label: 'Page views', stroke: '#b45309', width: 2, dash: [6, 4] },
      ],
      axes: [
        // Whole days (1, 7 or 30 apart), written as month/day, never hours.
        { incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 30 * DAY_SECONDS], values: '{M}/{D}', space: 48 },
        // Counts are whole numbers.
        { size: 56, incrs: COUNT_STEPS },
      ],
    },
    [xs, days.map((day) => day.visits), days.map((day) => day.pageViews)],
    host,
  );
  return () => chart.destroy();
}

/** Props of {@link VisitsChart}. */
export interface VisitsChartProps {
  days: readonly AnalyticsDay[];
}

/** Visits and page views per day: the drawn chart for eyes, a summary and a table for screen readers. */
export function VisitsChart({ days }: VisitsChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (element === null || days.length === 0) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    draw(element, days).then(
      (remove) => (gone ? remove() : (stop = remove)),
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [days]);

  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const pageViews = days.reduce((sum, day) => sum + day.pageViews, 0);
  const busiest = days.reduce<AnalyticsDay | undefined>(
    (best, day) => (best === undefined || day.visits > best.visits ? day : best),
    undefined,
  );
  return (
    <figure className="analytics-chart">
      <figcaption>
        {`Visits and page views per day: ${counted(visits, 'visit', 'visits')} and ${counted(pageViews, 'page view', 'page views')} over ${counted(days.length, 'day', 'days')}`}
        {busiest !== undefined && busiest.visits > 0
          ? `; the busiest day was ${busiest.day} (${counted(busiest.visits, 'visit', 'visits')})`
          : ''}
        .
      </figcaption>
      <div ref={host} className="analytics-chart__canvas" aria-hidden="true" />
      <table className="visually-hidden">
        <caption>Visits and page views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visits</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.visits}</td>
              <td>{day.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
