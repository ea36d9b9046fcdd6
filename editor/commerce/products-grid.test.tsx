// Tests the products grid's bulk edits on jsdom: thumbnails, choosing products one by one or the whole page, a 10% price rise sent for the chosen ones, a refused product listed with why, and axe with the bar shown.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { STORES, productSummary } from './commerce-fixtures.js';
import { ProductsScreen } from './products-screen.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/commerce/stores', STORES);
  api.on('GET /api/owner/commerce/products', {
    products: [
      productSummary('p1', 'Walnut board', { imageUrl: '/files/board.jpg' }),
      productSummary('p2', 'Ash bowl'),
      productSummary('p3', 'Cherry tray'),
    ],
    total: 3,
    page: 1,
    pageSize: 25,
  });
});

const routes = [{ path: '/commerce/products', element: <ProductsScreen /> }];
const bulkCalls = () => api.calls.filter((call) => call.path === '/api/owner/commerce/products/bulk');
const listCalls = () => api.calls.filter((call) => call.path === '/api/owner/commerce/products');

describe('the products grid', () => {
  it('shows each product’s picture and no bulk bar until products are chosen', async () => {
    renderEditor(routes, '/commerce/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1].querySelector('img')?.getAttribute('src')).toBe('/files/board.jpg?format=100w');
    expect(rows[2].querySelector('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change the chosen products' })).toBeNull();
  });

  it('raises the chosen products’ prices by 10% and reloads the page', async () => {
    api.on('POST /api/owner/commerce/products/bulk', {
      results: [
        { id: 'p1', title: 'Walnut board', done: true },
        { id: 'p3', title: 'Cherry tray', done: true },
      ],
      done: 2,
    });
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/commerce/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Walnut board' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cherry tray' }));
    const bar = screen.getByRole('region', { name: 'Change the chosen products' });
    expect(within(bar).getByText('2 products chosen')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.type(within(bar).getByLabelText('Percentage'), '10');
    const loads = listCalls().length;
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 products were changed.')).toBeTruthy();
    expect(bulkCalls().map((call) => call.body)).toEqual([
      { ids: ['p1', 'p3'], action: { type: 'price', change: { mode: 'percent', value: 10 } } },
    ]);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(loads));
    expect((screen.getByRole('checkbox', { name: 'Select Walnut board' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('chooses the whole page, deletes, and lists the product a cart holds with why', async () => {
    const why =
      'This product is in 1 open cart, so it cannot be deleted yet. Fulfil the orders, or disable the product so no one else can buy it.';
    api.on('POST /api/owner/commerce/products/bulk', {
      results: [
        { id: 'p1', title: 'Walnut board', done: true },
        { id: 'p2', title: 'Ash bowl', done: false, message: why },
        { id: 'p3', title: 'Cherry tray', done: true },
      ],
      done: 2,
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select every product on this page' }));
    const bar = screen.getByRole('region', { name: 'Change the chosen products' });
    await user.selectOptions(within(bar).getByLabelText('Change'), 'Delete');
    await user.click(within(bar).getByRole('button', { name: 'Delete 3 products' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('2 products were changed.')).toBeTruthy();
    expect(within(alert).getByText(`Ash bowl: ${why}`)).toBeTruthy();
    expect(bulkCalls()[0].body).toEqual({ ids: ['p1', 'p2', 'p3'], action: { type: 'delete' } });
  });

  it('says what to type before sending an amount that is no amount', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ash bowl' }));
    const bar = screen.getByRole('region', { name: 'Change the chosen products' });
    await user.selectOptions(within(bar).getByLabelText('Change'), 'Change prices by an amount');
    await user.type(within(bar).getByLabelText('Amount'), 'two dollars');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(within(bar).getByText('Enter an amount, such as 2.50 or -1.00.')).toBeTruthy();
    expect(bulkCalls()).toEqual([]);
  });
});
