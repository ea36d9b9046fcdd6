// The Analytics screen's chart of revenue per day (uPlot through day-chart.ts), with a text summary and a visually hidden table of the same days.
import { useMemo, useRef } from 'react';
import { minorUnitsToDecimalString } from '../../domain/money.js';
import type { AnalyticsCommerce } from '../../domain/owner-api/analytics.js';
import { moneyText } from '../commerce/orders/order-format.js';
import { useDayChart } from './day-chart.js';

type RevenueDay = AnalyticsCommerce['revenue']['days'][number];

/** Minor units as a number of major units for the chart's axis (`1250` USD → 12.5). */
const major = (cents: number, currency: string) =>
  Number(minorUnitsToDecimalString(cents, currency) ?? cents / 100);

/** Props of {@link RevenueChart}. */
export interface RevenueChartProps {
  days: readonly RevenueDay[];
  currency: string;
}

/** Revenue per day: the drawn chart for eyes, a summary and a table for screen readers. */
export function RevenueChart({ days, currency }: RevenueChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useMemo(
    () => ({
      days: days.map((day) => day.day),
      series: [
        {
          label: `Revenue (${currency})`,
          stroke: '#047857',
          values: days.map((day) => major(day.totalCents, currency)),
        },
      ],
    }),
    [days, currency],
  );
  useDayChart(host, plot);

  const best = days.reduce<RevenueDay | undefined>(
    (top, day) => (top === undefined || day.totalCents > top.totalCents ? day : top),
    undefined,
  );
  return (
    <figure className="analytics-chart">
      <figcaption>
        {`Revenue per day over ${days.length} ${days.length === 1 ? 'day' : 'days'}`}
        {best !== undefined && best.totalCents > 0
          ? `; the best day was ${best.day} (${moneyText(best.totalCents, currency)})`
          : ''}
        .
      </figcaption>
      <div ref={host} className="analytics-chart__canvas" aria-hidden="true" />
      <table className="visually-hidden">
        <caption>Revenue and orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{moneyText(day.totalCents, currency)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
