// Tests the products grid's inline edits and order on jsdom: a price saved through the product's PUT over the version read, a refused SKU shown on its cell with what was typed kept, a typo caught before sending, a variant's row under its product, Move down and the featured star.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../domain/owner-api/product-rules.js';
import { invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { STORES, productSummary, productView } from './commerce-fixtures.js';
import { ProductsScreen } from './products-screen.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/commerce/stores', STORES);
  api.on('GET /api/owner/commerce/products', {
    products: [
      productSummary('p1', 'Walnut board', { lowestPriceCents: 4500, highestPriceCents: 4500, stock: 3 }),
      productSummary('p2', 'Ash bowl', { variantCount: 2 }),
      productSummary('p3', 'Cherry tray', { featured: true }),
    ],
    total: 3,
    page: 1,
    pageSize: 25,
  });
  api.on('GET /api/owner/commerce/products/p1', {
    product: productView('p1', 'Walnut board', {
      version: 7,
      variants: [
        {
          id: 'p1-v1',
          sku: 'P1-1',
          attributes: {},
          priceCents: 4500,
          salePriceCents: 0,
          onSale: false,
          stock: 3,
          weight: null,
          imageId: null,
          imageUrl: null,
        },
      ],
    }),
  });
});

const routes = [{ path: '/commerce/products', element: <ProductsScreen /> }];
const puts = () => api.calls.filter((call) => call.method === 'PUT');
const listCalls = () =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/api/owner/commerce/products');

describe('the products grid’s inline edits', () => {
  it('saves a new price through the product’s save, over the version it read, and reloads', async () => {
    api.on('PUT /api/owner/commerce/products/p1', () => ({ product: productView('p1', 'Walnut board') }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    const price = await screen.findByRole('textbox', { name: 'Price of Walnut board' });
    expect((price as HTMLInputElement).value).toBe('45.00');
    const loads = listCalls().length;
    await user.clear(price);
    await user.type(price, '49.50{Enter}');
    expect(await screen.findByText('Price of Walnut board was saved.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    const body = puts()[0].body as {
      variants: { id: string; priceCents: number; stock: number; stockRead: number }[];
    };
    expect(body.variants).toEqual([
      expect.objectContaining({ id: 'p1-v1', priceCents: 4950, stock: 3, stockRead: 3 }),
    ]);
    expect(puts()[0].headers['If-Match']).toBe('7');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(loads));
  });

  it('shows a refused SKU on its cell, keeps what was typed, and passes axe', async () => {
    api.on(
      'PUT /api/owner/commerce/products/p1',
      invalidInputAnswer({ 'variants.0.sku': PRODUCT_MESSAGES.skuTaken }),
    );
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/commerce/products');
    const sku = await screen.findByRole('textbox', { name: 'SKU of Walnut board' });
    await user.clear(sku);
    await user.type(sku, 'ASH-1');
    await user.tab();
    expect(await screen.findByText(PRODUCT_MESSAGES.skuTaken)).toBeTruthy();
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect((sku as HTMLInputElement).value).toBe('ASH-1');
    expect(sku.getAttribute('aria-describedby')).toBe(
      screen.getByText(PRODUCT_MESSAGES.skuTaken).getAttribute('id'),
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('says what is wrong with a typed stock or sale price without sending it', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    const stock = await screen.findByRole('textbox', { name: 'Stock of Walnut board' });
    await user.clear(stock);
    await user.type(stock, 'lots{Enter}');
    expect(await screen.findByText(PRODUCT_MESSAGES.stockInvalid)).toBeTruthy();
    const sale = screen.getByRole('textbox', { name: 'Sale price of Walnut board' });
    await user.type(sale, '60{Enter}');
    expect(await screen.findByText(PRODUCT_MESSAGES.salePriceAbovePrice)).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('gives each variant of a product with several its own row of cells', async () => {
    renderEditor(routes, '/commerce/products');
    expect(await screen.findByRole('textbox', { name: 'Price of Ash bowl, Size 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Stock of Ash bowl, Size 2' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Price of Ash bowl' })).toBeNull();
  });
});

describe('the products grid’s order and featured products', () => {
  it('moves a product down in the store’s order by keyboard and shows it at once', async () => {
    api.on('POST /api/owner/commerce/products/p1/move', { id: 'p1', position: 1 });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.queryByRole('button', { name: 'Move Walnut board down' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('sort')).toBe('position'));
    await user.click(await screen.findByRole('button', { name: 'Move Walnut board down' }));
    expect(await screen.findByText('Walnut board was moved.')).toBeTruthy();
    const moves = api.calls.filter((call) => call.path.endsWith('/move'));
    expect(moves.map((call) => [call.path, call.body])).toEqual([
      ['/api/owner/commerce/products/p1/move', { afterId: 'p2' }],
    ]);
    expect(screen.getByRole('button', { name: 'Drag Walnut board to a new place' })).toBeTruthy();
  });

  it('features a product with its star and stops featuring another', async () => {
    api.on('POST /api/owner/commerce/products/bulk', (call) => ({
      results: [{ id: (call.body as { ids: string[] }).ids[0], title: '', done: true }],
      done: 1,
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    const star = await screen.findByRole('button', { name: 'Feature Walnut board' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Feature Cherry tray' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(star);
    expect(await screen.findByText('Walnut board is featured.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Feature Cherry tray' }));
    expect(await screen.findByText('Cherry tray is no longer featured.')).toBeTruthy();
    const bulk = api.calls.filter((call) => call.path.endsWith('/bulk')).map((call) => call.body);
    expect(bulk).toEqual([
      { ids: ['p1'], action: { type: 'feature' } },
      { ids: ['p3'], action: { type: 'unfeature' } },
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row').length,
    ).toBeGreaterThan(3);
  });
});
