// The Analytics screen's chart of visits and page views per day (uPlot through day-chart.ts), with a text summary and a visually hidden table of the same series.
import { useMemo, useRef } from 'react';
import type { AnalyticsDay } from '../../domain/owner-api/analytics.js';
import { useDayChart } from './day-chart.js';

/** `count` and its noun, singular for one (`1 visit`, `3 visits`). */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Props of {@link VisitsChart}. */
export interface VisitsChartProps {
  days: readonly AnalyticsDay[];
}

/** Visits and page views per day: the drawn chart for eyes, a summary and a table for screen readers. */
export function VisitsChart({ days }: VisitsChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useMemo(
    () => ({
      days: days.map((day) => day.day),
      series: [
        { label: 'Visits', stroke: '#1d4ed8', values: days.map((day) => day.visits) },
        {
          label: 'Page views',
          stroke: '#b45309',
          dash: [6, 4],
          values: days.map((day) => day.pageViews),
        },
      ],
    }),
    [days],
  );
  useDayChart(host, plot);

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
