// Tests the Home screen (axe clean): the setup checklist as the server checks it (each step to do linking to its screen), the latest orders and low stock linking into Commerce, View site, and nothing of the store for a role that may not see it.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Home } from '../../domain/owner-api/home.js';
import { fakeWebsite } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { Shell } from '../ui/shell.js';
import { HomeScreen } from './home-screen.js';

const api = fakeApiForEachTest();

const routes = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'commerce/orders', element: <h1>Orders</h1> },
      { path: 'commerce/inventory', element: <h1>Inventory</h1> },
      { path: 'commerce/shipping', element: <h1>Shipping options</h1> },
      { path: 'settings/site', element: <h1>Site settings</h1> },
    ],
  },
];

const STORE_HOME: Home = {
  siteTitle: 'Harbor & Pine',
  checklist: [
    { step: 'product', done: true },
    { step: 'payments', done: false },
    { step: 'shipping', done: false },
    { step: 'domain', done: false },
    { step: 'identity', done: true },
  ],
  recentOrders: [
    {
      id: 'order-42',
      orderNumber: 42,
      createdOn: Date.parse('2026-11-20T15:00:00Z'),
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      status: 'paid',
      testMode: true,
      currency: 'USD',
      grandTotalCents: 4550,
    },
  ],
  lowStock: [
    {
      variantId: 'v1',
      productId: 'p1',
      productTitle: 'Camp Mug',
      sku: 'MUG-BLUE',
      options: { Colour: 'Blue' },
      qtyInStock: 0,
      threshold: 5,
    },
    {
      variantId: 'v2',
      productId: 'p2',
      productTitle: 'Wool Blanket',
      sku: 'BLANKET',
      options: {},
      qtyInStock: 3,
      threshold: 5,
    },
  ],
  lowStockTotal: 7,
};

describe('the Home screen', () => {
  it('shows the setup checklist with what is done, and links each step to do to its screen', async () => {
    api.on('GET /api/owner/home', STORE_HOME);
    const { container } = renderEditor(routes, '/');
    const setup = await screen.findByRole('region', { name: 'Set up your site' });
    expect(within(setup).getByText('2 of 5 done')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    const steps = within(setup)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Add your first product (done)',
      'Take payments (to do)',
      'Set up shipping (to do)',
      'Connect your domain (to do)',
      'Add your site title and logo (done)',
    ]);
    expect(
      within(setup)
        .getByRole('link', { name: 'Open shipping options: set up shipping' })
        .getAttribute('href'),
    ).toBe('/commerce/shipping');
    expect(
      within(setup)
        .getByRole('link', { name: 'Open the site settings: connect your domain' })
        .getAttribute('href'),
    ).toBe('/settings/site');
    // A step done has nothing left to open.
    expect(within(setup).queryByRole('link', { name: /add your first product/ })).toBeNull();
    expect(within(setup).getByText(/test payments only/)).toBeTruthy();
  });

  it('links each recent order to it in Orders, and each low variant to it in Inventory', async () => {
    api.on('GET /api/owner/home', STORE_HOME);
    renderEditor(routes, '/');
    const orders = await screen.findByRole('region', { name: 'Recent orders' });
    const order = within(orders).getByRole('link', { name: 'Order #42' });
    expect(order.getAttribute('href')).toBe('/commerce/orders?order=order-42');
    expect(within(orders).getByText(/Ada Lovelace · \$45\.50 · Paid \(test\)/)).toBeTruthy();

    const stock = screen.getByRole('region', { name: 'Low stock' });
    const mug = within(stock).getByRole('link', { name: 'Camp Mug (Blue)' });
    expect(mug.getAttribute('href')).toBe('/commerce/inventory?search=MUG-BLUE');
    expect(within(stock).getByText(/Sold out · SKU MUG-BLUE/)).toBeTruthy();
    expect(within(stock).getByText(/3 left · SKU BLANKET/)).toBeTruthy();
    expect(within(stock).getByText(/5 more low on stock/)).toBeTruthy();
  });

  it('opens the site from View site', async () => {
    api.on('GET /api/owner/home', STORE_HOME);
    renderEditor(routes, '/');
    const view = await screen.findByRole('link', { name: 'View site' });
    expect(view.getAttribute('href')).toBe('/');
    expect(view.getAttribute('target')).toBe('_blank');
  });

  it('says so when there are no orders and nothing is low on stock', async () => {
    api.on('GET /api/owner/home', { ...STORE_HOME, recentOrders: [], lowStock: [], lowStockTotal: 0 });
    renderEditor(routes, '/');
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    expect(screen.getByText('No product is low on stock.')).toBeTruthy();
  });

  it('shows an editor without store rights the site’s steps only: no orders, no stock', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['pages:view', 'pages:edit'] }));
    api.on('GET /api/owner/home', {
      siteTitle: 'Harbor & Pine',
      checklist: [
        { step: 'domain', done: true },
        { step: 'identity', done: false },
      ],
      recentOrders: null,
      lowStock: null,
      lowStockTotal: null,
    } satisfies Home);
    renderEditor(routes, '/');
    const setup = await screen.findByRole('region', { name: 'Set up your site' });
    expect(within(setup).getByText('1 of 2 done')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recent orders' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Low stock' })).toBeNull();
    expect(screen.queryByText(/order/i)).toBeNull();
  });

  it('offers to try again when the home screen cannot load', async () => {
    api.on('GET /api/owner/home', {
      status: 500,
      body: { error: 'internal', message: 'Something went wrong.' },
    });
    renderEditor(routes, '/');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
