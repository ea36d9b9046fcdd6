// Tests the Products screen: the table with server-side search, filters, sort and pages; duplicate; a delete refused with why; create a store; axe on the markup.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { WEBSITE_KEY } from '../api/website.js';
import { fakeWebsite } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { STORES, productSummary, productView } from './commerce-fixtures.js';
import { ProductEditorScreen } from './product-editor-screen.js';
import { ProductsScreen } from './products-screen.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/commerce/stores', STORES);
  api.on('GET /api/owner/commerce/products', (call) => ({
    products:
      call.query.get('page') === '2'
        ? [productSummary('p3', 'Cherry tray')]
        : [
            productSummary('p1', 'Walnut board', {
              variantCount: 6,
              lowestPriceCents: 2000,
              highestPriceCents: 4500,
            }),
            productSummary('p2', 'Pattern PDF', { kind: 'digital', stock: null }),
          ],
    total: 26,
    page: Number(call.query.get('page') ?? 1),
    pageSize: 25,
  }));
});

const routes = [
  { path: '/commerce/products', element: <ProductsScreen /> },
  { path: '/commerce/products/:productId', element: <ProductEditorScreen /> },
];
const listCalls = () =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/api/owner/commerce/products');
const lastList = () => listCalls().at(-1)!.query;

describe('the Products screen', () => {
  it('shows products in a table with their kind, price range, stock and variants, and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Walnut board' }).getAttribute('href')).toBe(
      '/commerce/products/p1',
    );
    expect(within(rows[1]).getByText('$20.00 – $45.00')).toBeTruthy();
    expect(within(rows[1]).getByText('4 in stock')).toBeTruthy();
    // Walnut board's six variants each have a row under it, the digital product's row follows.
    const pattern = screen.getByRole('link', { name: 'Pattern PDF' }).closest('tr') as HTMLElement;
    expect(rows.indexOf(pattern)).toBe(8);
    expect(within(pattern).getByText('Digital')).toBeTruthy();
    expect(within(pattern).getByText('Unlimited')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Commerce' })).toBeTruthy();
    expect(screen.getByText('26 products · page 1 of 2')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('asks the server to sort, filter, search and page', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await screen.findByRole('table', { name: 'Products' });
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(lastList().get('sort')).toBe('price'));
    expect(lastList().get('direction')).toBe('asc');
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(lastList().get('direction')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');

    expect(screen.queryByLabelText('Store')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Gift card');
    await waitFor(() => expect(lastList().get('kind')).toBe('gift-card'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Sold out');
    await waitFor(() => expect(lastList().get('status')).toBe('sold-out'));
    await user.type(screen.getByLabelText('Search products'), 'tee-m');
    await waitFor(() => expect(lastList().get('search')).toBe('tee-m'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Cherry tray' })).toBeTruthy();
    expect(lastList().get('page')).toBe('2');
  });

  it('filters by store when the website has more than one', async () => {
    api.on('GET /api/owner/commerce/stores', {
      stores: [...STORES.stores, { id: 's2', title: 'Market', urlId: 'market', productCount: 0 }],
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await user.selectOptions(await screen.findByLabelText('Store'), 'Market');
    await waitFor(() => expect(lastList().get('storeId')).toBe('s2'));
  });

  it('duplicates a product and opens the copy', async () => {
    api.on('POST /api/owner/commerce/products/:id/duplicate', {
      status: 201,
      body: { product: productView('p9', 'Walnut board (copy)', { enabled: false }) },
    });
    api.on('GET /api/owner/commerce/products/p9', {
      product: productView('p9', 'Walnut board (copy)', { enabled: false }),
    });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/commerce/products');
    await user.click(await screen.findByRole('button', { name: 'Duplicate Walnut board' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/commerce/products/p9'));
    expect(await screen.findByRole('heading', { name: 'Walnut board (copy)' })).toBeTruthy();
    expect((screen.getByLabelText('Enabled: visitors can see and buy it') as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('shows why a delete was refused, in the dialog', async () => {
    const why =
      'This product is in 1 open cart and 2 unfulfilled orders, so it cannot be deleted yet. Fulfil the orders, or disable the product so no one else can buy it.';
    api.on('DELETE /api/owner/commerce/products/:id', {
      status: 409,
      body: { error: 'product-in-use', message: why },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await user.click(await screen.findByRole('button', { name: 'Delete Walnut board' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Walnut board?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(why)).toBeTruthy();
    expect(within(dialog).getByText('The product was not deleted')).toBeTruthy();
  });

  it('creates a store from the editor', async () => {
    api.on('GET /api/owner/commerce/stores', { stores: [] });
    api.on('GET /api/owner/commerce/products', { products: [], total: 0, page: 1, pageSize: 25 });
    api.on('POST /api/owner/stores', {
      status: 201,
      body: { store: { id: 's2', title: 'Market', urlId: 'market', fullUrl: '/market' } },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    expect(await screen.findByText('You have no store yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create a store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a store' });
    await user.type(within(dialog).getByLabelText('Store name'), 'Market');
    expect(within(dialog).getByLabelText('URL').getAttribute('placeholder')).toBe('market');
    await user.click(within(dialog).getByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.path === '/api/owner/stores')?.body).toEqual({
      title: 'Market',
      enabled: true,
      addToNavigation: true,
    });
  });

  it('lets a reporter look but not change products', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({
        roles: [3],
        capabilities: ['pages:view', 'content:view', 'files:view', 'commerce:view'],
      }),
    );
    const { queryClient } = renderEditor(routes, '/commerce/products');
    await screen.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(queryClient.getQueryState(WEBSITE_KEY)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Create a store' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Walnut board' })).toBeNull();
  });
});
