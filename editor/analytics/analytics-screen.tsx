// /config/analytics: the owner's audience over a date range: four figures against the previous period, visits and page views per day, top pages, sources, devices and countries, revenue, the commerce funnel, top products, forms, JavaScript errors and Core Web Vitals.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AnalyticsTotals } from '../../domain/owner-api/analytics.js';
import {
  useAnalyticsErrors,
  useAnalyticsOverview,
  useAnalyticsPages,
  useAnalyticsSources,
  useAnalyticsVitals,
  type AnalyticsRange,
} from '../api/analytics.js';
import { useWebsite } from '../api/website.js';
import { SelectField, TextField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import {
  changeText,
  DEFAULT_PRESET,
  percentText,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  todayIn,
} from './analytics-range.js';
import { AudienceSections } from './analytics-audience.js';
import { CommerceSections } from './analytics-commerce.js';
import { FormsSection } from './analytics-forms.js';
import { ErrorsTable, PagesTable, SourcesTable, VitalsTable } from './analytics-tables.js';
import { VisitsChart } from './visits-chart.js';

const CUSTOM = 'custom';

/** The range the address asks for (`?days=7`, or `?from=…&to=…`), else the last 30 days. */
function rangeOf(params: URLSearchParams, today: string): { period: string; range: AnalyticsRange } {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  if (rangeProblem(asked) === undefined) return { period: CUSTOM, range: asked };
  const days = Number(params.get('days'));
  const preset = RANGE_PRESETS.find((each) => each === days) ?? DEFAULT_PRESET;
  return { period: String(preset), range: presetRange(preset, today) };
}

const FIGURES: { key: keyof AnalyticsTotals; label: string; text: (value: number) => string }[] = [
  { key: 'visits', label: 'Visits', text: String },
  { key: 'visitors', label: 'Visitors', text: String },
  { key: 'pageViews', label: 'Page views', text: String },
  { key: 'bounceRate', label: 'Bounce rate', text: percentText },
];

/** The four figure cards, each with its change against the previous period. */
function FigureCards({ totals, previous }: { totals: AnalyticsTotals; previous: AnalyticsTotals }) {
  return (
    <ul className="analytics-figures" aria-label="Figures of the period">
      {FIGURES.map((figure) => {
        const change = changeText(totals[figure.key], previous[figure.key]);
        return (
          <li key={figure.key} className="analytics-figure">
            <span className="analytics-figure__label">{figure.label}</span>
            <strong className="analytics-figure__value">{figure.text(totals[figure.key])}</strong>
            <span className="analytics-figure__change">
              {change === undefined ? 'No earlier figures' : `${change} on the previous period`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The Analytics screen; the period is in the address. */
export function AnalyticsScreen() {
  const timeZone = useWebsite().data?.website.timeZone;
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const { period, range } = rangeOf(params, today);
  const [custom, setCustom] = useState<AnalyticsRange>(range);
  const [customOpen, setCustomOpen] = useState(period === CUSTOM);
  const problem = rangeProblem(custom);

  const overview = useAnalyticsOverview(range);
  const pages = useAnalyticsPages(range);
  const sources = useAnalyticsSources(range);
  const errors = useAnalyticsErrors(range);
  const vitals = useAnalyticsVitals(range);

  const choosePeriod = (value: string) => {
    if (value === CUSTOM) {
      setCustomOpen(true);
      setCustom(range);
      return;
    }
    setCustomOpen(false);
    setParams({ days: value });
  };
  const changeCustom = (next: AnalyticsRange) => {
    setCustom(next);
    if (rangeProblem(next) === undefined) setParams({ from: next.from, to: next.to });
  };

  const data = overview.data;
  const quiet = data !== undefined && data.totals.visits === 0 && data.totals.pageViews === 0;
  return (
    <div className="analytics-screen">
      <h1>Analytics</h1>
      <div className="toolbar">
        <SelectField
          label="Period"
          value={customOpen ? CUSTOM : period}
          onChange={choosePeriod}
          options={[
            ...RANGE_PRESETS.map((days) => ({ value: String(days), label: `Last ${days} days` })),
            { value: CUSTOM, label: 'Custom dates' },
          ]}
        />
        {customOpen ? (
          <>
            <TextField
              label="From"
              type="date"
              value={custom.from}
              max={today}
              onChange={(from) => changeCustom({ ...custom, from })}
            />
            <TextField
              label="To"
              type="date"
              value={custom.to}
              max={today}
              error={problem}
              onChange={(to) => changeCustom({ ...custom, to })}
            />
          </>
        ) : null}
        <Link className="button" to="/settings/tracking">
          Tracking settings
        </Link>
      </div>
      <p className="analytics-screen__range">
        {range.from} to {range.to}
      </p>
      {overview.isPending ? <Loading /> : null}
      {overview.error !== null ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : null}
      {data !== undefined ? <FigureCards totals={data.totals} previous={data.previous.totals} /> : null}
      {quiet ? <p className="empty-state">No visits in this period yet.</p> : null}
      {data !== undefined && !quiet ? <VisitsChart days={data.days} /> : null}
      {!quiet && pages.data !== undefined ? <PagesTable pages={pages.data.pages} range={range} /> : null}
      {!quiet && sources.data !== undefined ? (
        <SourcesTable sources={sources.data.sources} range={range} />
      ) : null}
      {!quiet ? <AudienceSections range={range} /> : null}
      <CommerceSections range={range} />
      <FormsSection range={range} />
      {errors.data !== undefined ? (
        <ErrorsTable errors={errors.data.errors} range={range} timeZone={timeZone} />
      ) : null}
      {vitals.data !== undefined ? <VitalsTable vitals={vitals.data.vitals} range={range} /> : null}
    </div>
  );
}
