// Tests the Analytics screen: the four figures and their change on the previous period, a period switch asking again, the tables, a CSV export saved, the empty period, and axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { daysBetween, type AnalyticsOverview } from '../../domain/owner-api/analytics.js';
import { savedDownloads } from '../test-support/downloads.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { AUDIENCE, COMMERCE, FORMS, PRODUCTS } from './analytics-fixtures.js';
import { AnalyticsScreen } from './analytics-screen.js';

const overview: AnalyticsOverview = {
  from: '2026-11-19',
  to: '2026-11-20',
  totals: { visits: 112, visitors: 80, pageViews: 300, bounceRate: 0.25 },
  previous: {
    from: '2026-11-17',
    to: '2026-11-18',
    totals: { visits: 100, visitors: 80, pageViews: 310, bounceRate: 0.5 },
  },
  days: [
    { day: '2026-11-19', visits: 50, visitors: 40, pageViews: 120 },
    { day: '2026-11-20', visits: 62, visitors: 45, pageViews: 180 },
  ],
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/analytics/overview', overview);
  api.on('GET /api/owner/analytics/audience', AUDIENCE);
  api.on('GET /api/owner/analytics/products', PRODUCTS);
  api.on('GET /api/owner/analytics/commerce', COMMERCE);
  api.on('GET /api/owner/analytics/forms', FORMS);
  api.on('GET /api/owner/analytics/pages', {
    pages: [{ path: '/shop', pageViews: 200, visits: 90, visitors: 70, bounceRate: 0.1 }],
  });
  api.on('GET /api/owner/analytics/sources', {
    sources: [
      { source: 'Direct', visits: 70 },
      { source: 'https://www.google.com', visits: 42 },
    ],
  });
  api.on('GET /api/owner/analytics/errors', {
    errors: [
      {
        fingerprint: 'f1',
        source: 'browser',
        message: 'x is undefined',
        count: 3,
        firstSeen: '2026-11-19T10:00:00.000Z',
        lastSeen: '2026-11-20T17:30:00.000Z',
        lastPagePath: '/shop',
      },
    ],
  });
  api.on('GET /api/owner/analytics/vitals', {
    vitals: [
      {
        pagePath: '/',
        metric: 'LCP',
        p75: 3500,
        rating: 'needs-improvement',
        samples: 4,
        good: 2,
        needsImprovement: 1,
        poor: 1,
      },
    ],
  });
});

const routes = [{ path: '/analytics', element: <AnalyticsScreen /> }];
const overviewCalls = () => api.calls.filter((call) => call.path === '/api/owner/analytics/overview');
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the Analytics screen', () => {
  it('shows the four figures with their change on the previous period, the tables, and passes axe', async () => {
    const { container } = renderEditor(routes, '/analytics');
    const figures = await screen.findByRole('list', { name: 'Figures of the period' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Visits112+12% on the previous period',
      'Visitors800% on the previous period',
      'Page views300\u22123% on the previous period',
      'Bounce rate25%\u221250% on the previous period',
    ]);
    expect(
      screen.getByText(/112 visits and 300 page views over 2 days; the busiest day was 2026-11-20/),
    ).toBeTruthy();
    expect(rowsOf('Visits and page views per day')).toEqual([
      ['50', '120'],
      ['62', '180'],
    ]);
    expect(await screen.findByRole('table', { name: 'Top pages, the most viewed first' })).toBeTruthy();
    expect(rowsOf('Top pages, the most viewed first')).toEqual([['/shop', '200', '90', '70', '10%']]);
    expect(rowsOf('Sources of the visits, the most first')).toEqual([
      ['Direct', '70'],
      ['https://www.google.com', '42'],
    ]);
    await screen.findByRole('table', { name: 'JavaScript errors, the most frequent first' });
    expect(rowsOf('JavaScript errors, the most frequent first')).toEqual([
      ['x is undefined', '3', 'Nov 20, 2026, 12:30 PM', '/shop'],
    ]);
    await screen.findByRole('table', { name: 'Core Web Vitals: the 75th percentile per page and metric' });
    expect(rowsOf('Core Web Vitals: the 75th percentile per page and metric')).toEqual([
      ['/', 'LCP', '3500 ms', 'Needs improvement', '2 / 1 / 1'],
    ]);
    // The last 30 days by default.
    const first = overviewCalls()[0]!;
    expect(daysBetween(first.query.get('from')!, first.query.get('to')!)).toBe(30);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('asks again for another preset and for custom dates', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/analytics');
    await screen.findByRole('list', { name: 'Figures of the period' });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => {
      const last = overviewCalls().at(-1)!;
      expect(daysBetween(last.query.get('from')!, last.query.get('to')!)).toBe(7);
    });
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await waitFor(() => {
      const last = overviewCalls().at(-1)!;
      expect([last.query.get('from'), last.query.get('to')]).toEqual(['2026-10-01', '2026-10-31']);
    });
    const pages = api.calls.filter((call) => call.path === '/api/owner/analytics/pages').at(-1)!;
    expect(pages.query.get('from')).toBe('2026-10-01');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-01' } });
    expect(screen.getByText('The last day comes before the first.')).toBeTruthy();
    expect(overviewCalls().at(-1)!.query.get('to')).toBe('2026-10-31');
  });

  it('saves a table as CSV through its export', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/analytics?from=2026-11-19&to=2026-11-20');
    api.on('GET /api/owner/analytics/pages/csv', () => ({
      status: 200,
      body: 'Page,Page views,Visits,Visitors,Bounce rate\r\n/shop,200,90,70,10%\r\n',
    }));
    const saved = savedDownloads();
    await user.click(await screen.findByRole('button', { name: 'Download top pages CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['pages.csv']));
    expect(await saved[0]!.blob.text()).toContain('/shop,200,90,70,10%');
    const call = api.calls.at(-1)!;
    expect([call.path, call.query.get('from'), call.query.get('to')]).toEqual([
      '/api/owner/analytics/pages/csv',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('says so when the period has no visits', async () => {
    const none = { visits: 0, visitors: 0, pageViews: 0, bounceRate: 0 };
    api.on('GET /api/owner/analytics/overview', {
      ...overview,
      totals: none,
      previous: { ...overview.previous, totals: none },
      days: [],
    });
    api.on('GET /api/owner/analytics/pages', { pages: [] });
    api.on('GET /api/owner/analytics/errors', { errors: [] });
    renderEditor(routes, '/analytics');
    expect(await screen.findByText('No visits in this period yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Top pages, the most viewed first' })).toBeNull();
    expect(await screen.findByText('No errors in this period.')).toBeTruthy();
  });
});
