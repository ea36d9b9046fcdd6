// Tests the Analytics screen's audience, commerce and forms sections: devices and countries by name, revenue against the previous period, the funnel's rates and bars, top products in the store's currency, forms, their CSV exports, empty periods and a failed read.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '../../domain/owner-api/analytics.js';
import { savedDownloads } from '../test-support/downloads.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { countryName } from './analytics-audience.js';
import { AUDIENCE, COMMERCE, FORMS, NOTHING, PRODUCTS } from './analytics-fixtures.js';
import { AnalyticsScreen } from './analytics-screen.js';

const totals = { visits: 100, visitors: 80, pageViews: 250, bounceRate: 0.4 };
const overview: AnalyticsOverview = {
  from: '2026-11-19',
  to: '2026-11-20',
  totals,
  previous: { from: '2026-11-17', to: '2026-11-18', totals },
  days: [
    { day: '2026-11-19', visits: 40, visitors: 30, pageViews: 100 },
    { day: '2026-11-20', visits: 60, visitors: 50, pageViews: 150 },
  ],
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/analytics/overview', overview);
  api.on('GET /api/owner/analytics/pages', { pages: [] });
  api.on('GET /api/owner/analytics/sources', { sources: [] });
  api.on('GET /api/owner/analytics/errors', { errors: [] });
  api.on('GET /api/owner/analytics/vitals', { vitals: [] });
  api.on('GET /api/owner/analytics/audience', AUDIENCE);
  api.on('GET /api/owner/analytics/products', PRODUCTS);
  api.on('GET /api/owner/analytics/commerce', COMMERCE);
  api.on('GET /api/owner/analytics/forms', FORMS);
});

const ADDRESS = '/analytics?from=2026-11-19&to=2026-11-20';
const routes = [{ path: '/analytics', element: <AnalyticsScreen /> }];
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const section = (name: string) => screen.getByRole('region', { name });

describe("the Analytics screen's audience, commerce and forms", () => {
  it('names devices and countries, with each one’s share of the visits', async () => {
    renderEditor(routes, ADDRESS);
    await screen.findByRole('table', { name: 'Visits by device, the most first' });
    expect(rowsOf('Visits by device, the most first')).toEqual([
      ['Mobile', '75', '75%', '60'],
      ['Desktop', '25', '25%', '20'],
    ]);
    expect(rowsOf('Visits by country, the most first')).toEqual([
      ['France', '60', '60%', '50'],
      ['Unknown', '30', '30%', '25'],
      ['Japan', '10', '10%', '5'],
    ]);
    // The settings of what is tracked are one link away.
    expect(screen.getByRole('link', { name: 'Tracking settings' }).getAttribute('href')).toBe(
      '/settings/tracking',
    );
  });

  it('shows revenue against the previous period, the funnel with its rates, and top products in the store’s currency', async () => {
    renderEditor(routes, ADDRESS);
    const revenue = await screen.findByRole('list', { name: 'Revenue of the period' });
    expect(
      within(revenue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Revenue€240.00+20% on the previous period (€200.00)', 'Orders4', 'Average order€60.00']);
    expect(
      screen.getByText(/Revenue per day over 2 days; the best day was 2026-11-20 \(€150.00\)/),
    ).toBeTruthy();
    expect(rowsOf('Revenue and orders per day')).toEqual([
      ['€90.00', '1'],
      ['€150.00', '3'],
    ]);

    expect(
      within(section('Commerce funnel')).getByText('Conversion rate: 4% of visits placed an order.'),
    ).toBeTruthy();
    const funnel = 'Commerce funnel: visits at each step, from product view to order';
    expect(rowsOf(funnel)).toEqual([
      ['Viewed a product', '50', '—', '100%'],
      ['Added to cart', '10', '20%', '20%'],
      ['Started checkout', '5', '50%', '10%'],
      ['Placed an order', '4', '80%', '8%'],
    ]);
    const bars = [
      ...screen.getByRole('table', { name: funnel }).querySelectorAll<HTMLElement>('.analytics-bar__fill'),
    ];
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '20%', '10%', '8%']);

    await screen.findByRole('table', { name: 'Top products: views, add to carts, units sold and revenue' });
    expect(rowsOf('Top products: views, add to carts, units sold and revenue')).toEqual([
      ['Linen shirt', '40', '8', '3', '€135.00'],
      ['Wool scarf', '12', '0', '0', '€0.00'],
    ]);
    await screen.findByRole('table', {
      name: 'Forms: views, submissions and conversion, the most viewed first',
    });
    expect(rowsOf('Forms: views, submissions and conversion, the most viewed first')).toEqual([
      ['Contact us', '200', '15', '7.5%'],
    ]);
  });

  it('saves the funnel, devices, countries, products and forms as CSV over the range', async () => {
    const user = userEvent.setup();
    renderEditor(routes, ADDRESS);
    api.on('GET /api/owner/analytics/:table/csv', (call) => ({
      status: 200,
      body: `Table\r\n${call.path.split('/').at(-2)}\r\n`,
    }));
    const saved = savedDownloads();
    const buttons = [
      'Download commerce funnel CSV',
      'Download devices CSV',
      'Download countries CSV',
      'Download top products CSV',
      'Download forms CSV',
    ];
    for (const name of buttons) await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(saved).toHaveLength(buttons.length));
    expect(saved.map((file) => file.name)).toEqual([
      'funnel.csv',
      'devices.csv',
      'countries.csv',
      'products.csv',
      'forms.csv',
    ]);
    const exports = api.calls.filter((call) => call.path.endsWith('/csv'));
    expect(exports.map((call) => [call.path, call.query.get('from'), call.query.get('to')])).toEqual(
      ['funnel', 'devices', 'countries', 'products', 'forms'].map((table) => [
        `/api/owner/analytics/${table}/csv`,
        '2026-11-19',
        '2026-11-20',
      ]),
    );
    expect(screen.queryByRole('button', { name: /Download revenue/ })).toBeNull();
  });

  it('says what is missing when the period has no orders, product views or forms', async () => {
    api.on('GET /api/owner/analytics/audience', NOTHING.audience);
    api.on('GET /api/owner/analytics/products', NOTHING.products);
    api.on('GET /api/owner/analytics/commerce', NOTHING.commerce);
    api.on('GET /api/owner/analytics/forms', NOTHING.forms);
    renderEditor(routes, ADDRESS);
    expect(await screen.findByText('No orders in this period.')).toBeTruthy();
    expect(within(section('Commerce funnel')).getByText('No product views in this period.')).toBeTruthy();
    expect(await screen.findByText('No product views or sales in this period.')).toBeTruthy();
    expect(
      await screen.findByText('No form views in this period. Add a form block to a page to see it here.'),
    ).toBeTruthy();
    expect(within(section('Devices')).getByText('No visits in this period.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download commerce funnel CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download forms CSV' })).toBeNull();
  });

  it('shows a failed read in its section and reads again on Try again', async () => {
    let failing = true;
    api.on('GET /api/owner/analytics/commerce', () =>
      failing ? { status: 500, body: { error: 'internal', message: 'Something went wrong.' } } : COMMERCE,
    );
    const user = userEvent.setup();
    renderEditor(routes, ADDRESS);
    const failed = await screen.findByRole('region', { name: 'Revenue and commerce funnel' });
    expect(within(failed).getByText('Unable to load.')).toBeTruthy();
    // The other sections still show.
    expect(await screen.findByRole('table', { name: 'Visits by device, the most first' })).toBeTruthy();
    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Revenue of the period' })).toBeTruthy();
  });

  it('names a country from its code, says Unknown for none, and keeps a code it cannot name', () => {
    expect(['DE', 'br', '', 'ZZ', 'Q1'].map(countryName)).toEqual([
      'Germany',
      'Brazil',
      'Unknown',
      'ZZ',
      'Q1',
    ]);
  });
});
